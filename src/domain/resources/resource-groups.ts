import { matchesSearch } from '../shared/search';
import type { ResourceDocument } from './resource';

export type ResourceGroup = { category: string; resources: ResourceDocument[] };

/** Resources matching the search, grouped by category (alphabetical), each in its own order. */
export function groupResources(resources: readonly ResourceDocument[], query: string): ResourceGroup[] {
  const groups = new Map<string, ResourceDocument[]>();
  for (const resource of resources) {
    if (!matchesSearch(query, [resource.title, resource.description, resource.category])) continue;
    const category = resource.category.trim() || 'Other';
    groups.set(category, [...(groups.get(category) ?? []), resource]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, list]) => ({ category, resources: list.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title)) }));
}
