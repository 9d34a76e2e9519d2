/** /operator/checklist: an operator checks the shuttle before departure, on a tablet. */
export { OperatorChecklistPage } from './operator-checklist-page.tsx';
