export { NomineeEditor, type NomineeEditorProps, type NomineeValue } from './NomineeEditor';
