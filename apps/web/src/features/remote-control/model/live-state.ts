/** "4 s ago", "3 min ago"; "no telemetry yet" without a time. */
export function ageLabel(receivedAt: string | null, now: number): string {
  if (receivedAt === null) return 'no telemetry yet';
  const seconds = Math.max(0, Math.round((now - Date.parse(receivedAt)) / 1000));
  if (seconds < 120) return `${seconds} s ago`;
  const minutes = Math.round(seconds / 60);
  return minutes < 120 ? `${minutes} min ago` : `${Math.round(minutes / 60)} h ago`;
}
