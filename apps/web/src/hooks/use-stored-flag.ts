// A boolean preference kept in local storage as 'true'/'false' (e.g. isSidebarCollapsed, spec §9).
import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '../lib/storage';

export function useStoredFlag(key: string, defaultValue: boolean): [boolean, (next: boolean) => void] {
  // Read synchronously so the first paint already has the stored layout (no shift after load).
  const [value, setValue] = useState(() => {
    const stored = readStorage(key);
    return stored === null ? defaultValue : stored === 'true';
  });
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      writeStorage(key, String(next));
    },
    [key],
  );
  return [value, update];
}
