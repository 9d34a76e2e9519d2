export { ChecklistHistoryPage } from './checklist-history-page.tsx';
