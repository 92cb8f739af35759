import { useEffect, useState } from 'react';

/** Resolves a lazy loader after mount (undefined until then, or when there is no loader or it fails). */
export function useLazy<T>(load: (() => Promise<T>) | undefined): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    if (!load) return undefined;
    let cancelled = false;
    load()
      .then((loaded) => !cancelled && setValue(() => loaded))
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
    };
  }, [load]);
  return value;
}
