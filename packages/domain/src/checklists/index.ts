export * from './checklist-master.ts';
export * from './checklist-transaction.ts';
export * from './checklist-answers.ts';
export * from './checklist-sections.ts';
export * from './checklist-operator.ts';
export * from './departure-gate.ts';
