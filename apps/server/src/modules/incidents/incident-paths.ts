/** Spec §7 incident calls answer under `/dev/v1/` and the legacy `/dev/`. */
export const INCIDENT_BASES = ['/dev/v1/incidents', '/dev/incidents'] as const;
export const INCIDENT_TAGS = ['incidents'];
