import { describe, expect, it } from 'vitest';
import { childOptions, communityOptions } from './options';

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
