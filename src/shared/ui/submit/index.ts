/** A form's submit: one request at a time, its failure in words (issue 33 §3). */
export { useSubmit } from './useSubmit';
export { SubmitFooter } from './SubmitFooter';
