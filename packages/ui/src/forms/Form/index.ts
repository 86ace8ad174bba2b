// The form layer of @invest/ui (README 'Forms'): a form driven by a @invest/domain validator,
// its field messages translated with their params, server field errors merged, the form alert.
export { useForm, type FormFieldProps, type UseFormOptions } from './useForm';
export { useIssueMessage, type FieldIssue, type IssueMessages } from './issueMessage';
export { FormAlert, type FormAlertProps } from './FormAlert';
