import { passwordStrength, STRENGTH_LABELS } from '../session';

/** Three bars and 弱/中/强 under a new password, once the fan has typed something. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <p className="auth-strength" data-testid="password-strength" data-strength={strength}>
      密码强度
      {[1, 2, 3].map((level) => (
        <span
          key={level}
          className={`auth-strength__bar${level <= strength ? ' is-on' : ''}`}
          aria-hidden="true"
        />
      ))}
      {STRENGTH_LABELS[strength]}
    </p>
  );
}
