/** The building blocks shared by every account form: login, registration, retrieval and the centre. */
export { FormError, FormFooter, ModeTabs, PasswordField, SubmitButton, TextField } from './fields';
export { NewPasswordFields } from './NewPasswordFields';
export { PasswordStrengthMeter } from './PasswordStrengthMeter';
export {
  AccountOrPhoneField,
  PhoneCodeFields,
  PhoneField,
  SmsCodeField,
  type SmsRequest,
} from './phoneFields';
export { trimmed, useAccountForm, type FieldBinding } from './useAccountForm';
export { useSubmit } from './useSubmit';
