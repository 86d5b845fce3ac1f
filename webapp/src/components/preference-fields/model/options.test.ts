import { describe, expect, it } from 'vitest';
import { childOptions, communityOptions, golOptions } from './options';

describe('communityOptions', () => {
  it('groups the sub-communities under their parent, the whole parent first', () => {
    const data = communityOptions(
      [
        { id: 1, name: 'Kadva Patidar' },
        { id: 2, name: 'Leva Patidar', parentCommunityId: null },
        { id: 3, name: '42 Gam', parentCommunityId: 1 },
        { id: 4, name: 'Charotar', parentCommunityId: 2 },
      ],
      (name) => `All of ${name}`,
    );
    expect(data).toEqual([
      {
        group: 'Kadva Patidar',
        items: [
          { value: '1', label: 'All of Kadva Patidar' },
          { value: '3', label: '42 Gam' },
        ],
      },
      {
        group: 'Leva Patidar',
        items: [
          { value: '2', label: 'All of Leva Patidar' },
          { value: '4', label: 'Charotar' },
        ],
      },
    ]);
  });
});

describe('childOptions', () => {
  const gujarat = { id: 12, name: 'Gujarat', children: [{ id: 1, name: 'Ahmedabad' }] };
  const ontario = { id: 40, name: 'Ontario', children: [{ id: 900, name: 'Toronto' }] };

  it('lists the children of one parent plainly', () => {
    expect(childOptions([gujarat])).toEqual([{ value: '1', label: 'Ahmedabad' }]);
  });

  it('groups the children of several parents by parent, in the order chosen', () => {
    expect(childOptions([ontario, gujarat])).toEqual([
      { group: 'Ontario', items: [{ value: '900', label: 'Toronto' }] },
      { group: 'Gujarat', items: [{ value: '1', label: 'Ahmedabad' }] },
    ]);
  });

  it('leaves out a parent whose list is still loading', () => {
    expect(childOptions([ontario, { ...gujarat, children: [] }])).toEqual([
      { group: 'Ontario', items: [{ value: '900', label: 'Toronto' }] },
    ]);
  });
});

describe('golOptions', () => {
  const communities = [
    { id: 1, name: 'Kadva Patidar' },
    { id: 2, name: 'Leva Patidar' },
  ];

  it("groups each community's gols under its name, and lists the gols offered to everyone last", () => {
    const data = golOptions(
      [
        { id: 1, name: '42 gam', parentCommunityId: 1 },
        { id: 2, name: '52 gam', parentCommunityId: 1 },
        { id: 8, name: 'Charotar 6 gam', parentCommunityId: 2 },
        { id: 12, name: 'No gol', parentCommunityId: null },
        { id: 13, name: "Don't know" },
      ],
      communities,
    );
    expect(data).toEqual([
      {
        group: 'Kadva Patidar',
        items: [
          { value: '1', label: '42 gam' },
          { value: '2', label: '52 gam' },
        ],
      },
      { group: 'Leva Patidar', items: [{ value: '8', label: 'Charotar 6 gam' }] },
      { value: '12', label: 'No gol' },
      { value: '13', label: "Don't know" },
    ]);
  });

  it('names a group by its id when the community list does not have it', () => {
    expect(golOptions([{ id: 20, name: 'Other', parentCommunityId: 9 }], communities)).toEqual([
      { group: '9', items: [{ value: '20', label: 'Other' }] },
    ]);
  });
});
