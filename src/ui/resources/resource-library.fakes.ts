import type { ResourceLibrary } from '../../application/resources/resource-library.use-case';
import type { PublicApi } from '../../application/tokens';
import type { ResourceDocument } from '../../domain/resources/resource';

export const pendingLibrary: PublicApi<ResourceLibrary> = { watch: () => () => undefined };

export function failingLibrary(message: string): PublicApi<ResourceLibrary> {
  return {
    watch: (_onChange, onError) => {
      onError(new Error(message));
      return () => undefined;
    },
  };
}

export function libraryOf(resources: ResourceDocument[]): PublicApi<ResourceLibrary> {
  return {
    watch: (onChange) => {
      onChange(resources, { confirmed: true });
      return () => undefined;
    },
  };
}
