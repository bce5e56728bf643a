import { PasswordField } from './fields';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import type { FieldBinding } from './useAccountForm';

/**
 * A new password typed twice, with the strength meter right under the password it rates.
 * `replacing` words it as a new password (retrieval, change) rather than a first one (registration).
 */
export function NewPasswordFields(props: {
  password: FieldBinding;
  confirm: FieldBinding;
  testIds: { password: string; confirm: string };
  replacing?: boolean;
}) {
  const fresh = props.replacing ? '新' : '';
  return (
    <>
      <PasswordField
        {...props.password}
        label={`${fresh}密码`}
        testId={props.testIds.password}
        placeholder={`6-20位${fresh}密码`}
        autoComplete="new-password"
      />
      <PasswordStrengthMeter password={props.password.value} />
      <PasswordField
        {...props.confirm}
        label="确认密码"
        testId={props.testIds.confirm}
        placeholder={`再次输入${fresh}密码`}
        autoComplete="new-password"
      />
    </>
  );
}
