import { useEffect, useState } from 'react';

/** The time now (epoch ms), renewed every `intervalMs`: for data ages and the stale marker. */
export function useNow(intervalMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
