import { Anchor, Image, List, Text, Title } from '@mantine/core';
import { INCIDENT_CATEGORY_LABELS } from '@shuttle-ops/domain';
import type { Incident } from '@shuttle-ops/domain';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { SeverityBadge, StatusBadge } from '../list/incident-badges.tsx';
import classes from './detail.module.css';

const dash = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : value;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** The incident's facts as a definition list. */
export function IncidentSummaryFields({ incident }: { incident: Incident }) {
  const rows: [string, ReactNode][] = [
    ['Reference', incident.reference],
    ['Status', <StatusBadge key="status" status={incident.status} />],
    ['Severity', <SeverityBadge key="severity" severity={incident.severity} />],
    ['Category', INCIDENT_CATEGORY_LABELS[incident.category]],
    ['Occurred', `${formatDateTime(incident.occurred_at)} (Europe/London)`],
    ['Vehicle', dash(incident.vehicle_name)],
    ['Route', dash(incident.route_name)],
    ['Operator', dash(incident.operatorName)],
    ['Bus stop', dash(incident.bus_stop_name)],
    [
      'Position',
      incident.location === null
        ? '—'
        : `${incident.location.lat.toFixed(5)}, ${incident.location.lon.toFixed(5)}`,
    ],
    [
      'Recorded',
      `${formatDateTime(incident.created_at)}${incident.created_by ? ` by ${incident.created_by}` : ''}`,
    ],
    ['Last changed', formatDateTime(incident.updated_at)],
    ...(incident.closed_at === null
      ? []
      : [['Closed', formatDateTime(incident.closed_at)] as [string, ReactNode]]),
  ];
  return (
    <dl className={classes.fields}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What happened, who was involved, what was done and what is still to do. */
export function IncidentNarrative({ incident }: { incident: Incident }) {
  return (
    <>
      <Section id="incident-description" title="Description">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {incident.description}
        </Text>
      </Section>
      <Section id="incident-people" title="People involved">
        {incident.people_involved.length === 0 ? (
          <Text size="sm">Nobody recorded.</Text>
        ) : (
          <List size="sm" spacing={4}>
            {incident.people_involved.map((person, index) => (
              <List.Item key={`${person.name}-${index}`}>
                <strong>{person.name}</strong>, {person.role}
                {person.injured ? ', injured' : ''}
                {person.notes ? `: ${person.notes}` : ''}
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      <Section id="incident-actions" title="Actions taken">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {dash(incident.actions_taken)}
        </Text>
      </Section>
      <Section id="incident-cause" title="Root cause">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {dash(incident.root_cause)}
        </Text>
      </Section>
      <Section id="incident-follow-ups" title="Follow-ups">
        {incident.follow_ups.length === 0 ? (
          <Text size="sm">No follow-ups.</Text>
        ) : (
          <List size="sm" spacing={4}>
            {incident.follow_ups.map((item, index) => (
              <List.Item key={`${item.text}-${index}`}>
                {item.done ? 'Done: ' : 'To do: '}
                {item.text}
                {item.due ? ` (due ${item.due})` : ''}
              </List.Item>
            ))}
          </List>
        )}
      </Section>
    </>
  );
}

/** Photos as thumbnails (opening the full image) and PDF files as links. */
export function IncidentAttachments({ incident }: { incident: Incident }) {
  return (
    <Section id="incident-attachments" title="Attachments">
      {incident.attachments.length === 0 ? (
        <Text size="sm">No files attached.</Text>
      ) : (
        <div className={classes.images}>
          {incident.attachments.map((file) =>
            file.content_type.startsWith('image/') ? (
              <Anchor key={file.file_id} href={file.url} target="_blank" rel="noopener">
                <Image
                  src={file.thumbnail_url ?? file.url}
                  alt={`Photo ${file.name}`}
                  w={120}
                  h={90}
                  radius="sm"
                  fit="cover"
                />
              </Anchor>
            ) : (
              <Anchor key={file.file_id} href={file.url} target="_blank" rel="noopener" size="sm">
                <IconFileTypePdf size={18} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
                {file.name}
              </Anchor>
            ),
          )}
        </div>
      )}
    </Section>
  );
}

/** The alarms, commands and missions around the incident, read-only. */
export function IncidentLinks({ incident }: { incident: Incident }) {
  const groups = [
    { title: 'Alarms', items: incident.alarms },
    { title: 'Commands', items: incident.commands },
    { title: 'Missions', items: incident.missions },
  ];
  const none = groups.every((group) => group.items.length === 0);
  return (
    <Section id="incident-links" title="Linked alarms, commands and missions">
      {none ? (
        <Text size="sm">Nothing linked.</Text>
      ) : (
        groups
          .filter((group) => group.items.length > 0)
          .map((group) => (
            <div key={group.title}>
              <Text size="sm" fw={600}>
                {group.title}
              </Text>
              <List size="sm" spacing={2} mb="xs">
                {group.items.map((item) => (
                  <List.Item key={item.id}>
                    {item.label}
                    {item.at ? `, ${formatDateTime(item.at, { seconds: true })}` : ''}
                  </List.Item>
                ))}
              </List>
            </div>
          ))
      )}
    </Section>
  );
}
