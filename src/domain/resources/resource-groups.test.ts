import { describe, expect, it } from 'vitest';
import { groupResources } from './resource-groups';

const resource = (id: string, category: string, order: number, title = id) => ({
  id,
  title,
  description: `About ${title}`,
  url: 'https://x.org',
  category,
  order,
});

describe('groupResources', () => {
  const resources = [
    resource('b', 'Programme', 2),
    resource('a', 'Programme', 1),
    resource('c', 'Accessibility', 1, 'Hearing loops'),
    resource('d', ' ', 1),
  ];

  it('groups by category in alphabetical order, each in its own order', () => {
    expect(groupResources(resources, '').map((group) => [group.category, group.resources.map((r) => r.id)])).toEqual([
      ['Accessibility', ['c']],
      ['Other', ['d']],
      ['Programme', ['a', 'b']],
    ]);
  });

  it('keeps only what matches the search', () => {
    expect(groupResources(resources, 'loops').map((group) => group.category)).toEqual(['Accessibility']);
    expect(groupResources(resources, 'nothing like this')).toEqual([]);
  });
});
