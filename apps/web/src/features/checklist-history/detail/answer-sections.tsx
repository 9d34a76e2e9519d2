import { Group, Stack, Table, Text, Title } from '@mantine/core';
import type {
  ChecklistAnswerWire,
  ChecklistImage as ChecklistImageLink,
} from '@shuttle-ops/domain';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { answerValue, severityLabel } from '../model/checklist-words.ts';
import { ChecklistImage } from './checklist-image.tsx';
import classes from './checklist-detail.module.css';

/** The answers grouped by their section, in the order filled. */
function bySection(answers: readonly ChecklistAnswerWire[]) {
  const sections = new Map<string, ChecklistAnswerWire[]>();
  for (const answer of answers) {
    const list = sections.get(answer.section_title) ?? [];
    list.push(answer);
    sections.set(answer.section_title, list);
  }
  return [...sections];
}

function Outcome({ answer }: { answer: ChecklistAnswerWire }) {
  if (!answer.failed) {
    return (
      <Group gap={4} wrap="nowrap">
        <IconCheck size={16} aria-hidden />
        <Text size="sm">OK</Text>
      </Group>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" c="red.9">
      <IconAlertTriangle size={16} aria-hidden />
      <Text size="sm" fw={700}>
        Failed{answer.safety_critical ? ' (safety-critical)' : ''}
      </Text>
    </Group>
  );
}

/** The value, or the images a photo or signature item holds. */
function Answer({ answer }: { answer: ChecklistAnswerWire }) {
  if (answer.type === 'signature') {
    return answer.signature ? (
      <ChecklistImage image={answer.signature} alt={`Signature: ${answer.label}`} />
    ) : (
      <Text size="sm">No signature (none given, or removed when anonymized)</Text>
    );
  }
  const photos: { image: ChecklistImageLink; alt: string }[] = [];
  if (answer.markup_or_manual_photo) {
    photos.push({ image: answer.markup_or_manual_photo, alt: 'Photo' });
  }
  if (answer.markup_image) photos.push({ image: answer.markup_image, alt: 'Marked-up photo' });
  return (
    <Stack gap={4}>
      {answer.type === 'photo' && photos.length > 0 ? null : (
        <Text size="sm">{answerValue(answer)}</Text>
      )}
      {photos.length > 0 ? (
        <div className={classes.images}>
          {photos.map((p) => (
            <ChecklistImage
              key={p.image.file_id}
              image={p.image}
              alt={`${p.alt}: ${answer.label}`}
            />
          ))}
        </div>
      ) : null}
    </Stack>
  );
}

function Remarks({ answer }: { answer: ChecklistAnswerWire }) {
  const parts = [
    answer.severity ? `Severity: ${severityLabel(answer.severity)}` : null,
    answer.comment,
  ].filter((p) => p !== null && p !== '');
  return <Text size="sm">{parts.join('. ')}</Text>;
}

/** Every answer by section; a failed item is marked in words and with an icon. */
export function AnswerSections({ answers }: { answers: readonly ChecklistAnswerWire[] }) {
  return (
    <Stack gap="md">
      {bySection(answers).map(([title, rows], index) => (
        <section key={title} aria-labelledby={`checklist-section-${index}`}>
          <Title order={4} id={`checklist-section-${index}`} mb="xs">
            {title}
          </Title>
          <div className={classes.scroll} tabIndex={0} role="region" aria-label={title}>
            <Table aria-labelledby={`checklist-section-${index}`} miw={560}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>Answer</Table.Th>
                  <Table.Th>Remarks</Table.Th>
                  <Table.Th>Outcome</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((answer) => (
                  <Table.Tr
                    key={answer.item_id}
                    className={answer.failed ? classes.failedRow : undefined}
                  >
                    <Table.Td>{answer.label}</Table.Td>
                    <Table.Td>
                      <Answer answer={answer} />
                    </Table.Td>
                    <Table.Td>
                      <Remarks answer={answer} />
                    </Table.Td>
                    <Table.Td>
                      <Outcome answer={answer} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        </section>
      ))}
    </Stack>
  );
}
