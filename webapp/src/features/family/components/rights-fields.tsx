import { useLingui } from '@lingui/react/macro';
import { Checkbox, NativeSelect, Stack } from '@mantine/core';
import type { FamilyRight, InvitedRelation } from '../../../api/generated/client';
import { FAMILY_RIGHTS, normalisedRights, relationOf, relationOptions, RIGHT_LABELS } from '../model/family';

/**
 * Who a family manager is to the member and what they may do (docs/rules.md rule 46): a native select (a phone's own
 * picker) and three checkboxes, each with what it opens. Choosing `requests` checks `view` and holds it, as the server
 * does.
 */
export function RightsFields({
  prefix,
  relation,
  rights,
  onRelation,
  onRights,
  rightsError,
}: {
  prefix: string;
  relation: InvitedRelation;
  rights: FamilyRight[];
  onRelation: (relation: InvitedRelation) => void;
  onRights: (rights: FamilyRight[]) => void;
  rightsError?: string;
}) {
  const { t, i18n } = useLingui();
  const held = rights.includes('requests');
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t`Who they are to you`}
        data={relationOptions(i18n)}
        value={relation}
        onChange={(event) => onRelation(relationOf(event.currentTarget.value) ?? 'relative')}
        data-testid={`${prefix}-relation`}
      />
      <Checkbox.Group
        label={t`What they may do`}
        value={rights}
        onChange={(values) => onRights(normalisedRights(FAMILY_RIGHTS.filter((r) => values.includes(r))))}
        error={rightsError}
      >
        <Stack gap={8} mt={6}>
          {FAMILY_RIGHTS.map((right) => (
            <Checkbox
              key={right}
              value={right}
              label={i18n._(RIGHT_LABELS[right].label)}
              description={i18n._(RIGHT_LABELS[right].hint)}
              disabled={right === 'view' && held}
              data-testid={`${prefix}-right-${right}`}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </Stack>
  );
}
