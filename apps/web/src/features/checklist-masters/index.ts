/** /admin/checklists: build, version and retire the checklist masters (admins, customer admins). */
export { ChecklistMastersPage } from './checklist-masters-page.tsx';
