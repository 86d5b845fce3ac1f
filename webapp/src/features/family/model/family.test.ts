import { describe, expect, it } from 'vitest';
import { FAMILY_RELATIONS, normalisedRights, relationOf } from './family';

describe('normalisedRights', () => {
  it('brings view with requests, as the server does, in the server order, each once', () => {
    expect(normalisedRights(['requests'])).toEqual(['view', 'requests']);
    expect(normalisedRights(['edit', 'requests', 'requests'])).toEqual(['view', 'requests', 'edit']);
    expect(normalisedRights(['edit'])).toEqual(['edit']);
    expect(normalisedRights([])).toEqual([]);
  });
});

describe('relationOf', () => {
  it('knows the six relations of a family manager, never the person themselves', () => {
    expect(FAMILY_RELATIONS).toHaveLength(6);
    expect(relationOf('brother')).toBe('brother');
    expect(relationOf('self')).toBeUndefined();
    expect(relationOf('uncle')).toBeUndefined();
  });
});
