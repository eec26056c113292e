import { TEXT_LIMITS, type RoleClaim } from '@dojo/protocol';
import { useT } from '../i18n';
import { TextField } from '../ui';

/** Which claim, holding which value, makes an owner or a trainer (docs/auth.md). */
export function ClaimFields(props: {
  role: 'owner' | 'trainer';
  value: RoleClaim;
  onChange(claim: RoleClaim): void;
}) {
  const t = useT();
  const { role, value, onChange } = props;
  return (
    <fieldset className="sso-claim">
      <legend>{role === 'owner' ? t('sso.ownerClaim') : t('sso.trainerClaim')}</legend>
      <TextField
        label={t('sso.claimName')}
        value={value.claim}
        maxLength={TEXT_LIMITS.identifier}
        autoComplete="off"
        onChange={(event) => onChange({ ...value, claim: event.target.value })}
      />
      <TextField
        label={t('sso.claimValue')}
        value={value.value}
        maxLength={TEXT_LIMITS.subject}
        autoComplete="off"
        hint={role === 'owner' ? t('sso.ownerHint') : t('sso.trainerHint')}
        onChange={(event) => onChange({ ...value, value: event.target.value })}
      />
    </fieldset>
  );
}
