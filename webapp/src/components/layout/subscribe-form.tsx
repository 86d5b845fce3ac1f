import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { email } from '../../api/generated/rules/rules';
import { useSubscribe } from '../../lib/newsletter/subscribe';
import { problemMessages } from '../../lib/problem';
import { ruleMessageOrText } from '../../lib/rule-messages';
import { showToast } from '../../lib/toast';
import { serverFieldErrors } from '../profile-form/form-errors';
import classes from './site-footer.module.css';
import { useReleaseAdopted } from '../../lib/prerendered';

interface Values {
  email: string;
}

/** The server names the address `emailAddress` (the query parameter); the form calls it `email`. */
const SERVER_FIELD = 'emailAddress';

/**
 * Document 001's "subscribe by e-mail" in the extended footer: the shared e-mail rule in the browser, the server's
 * message as a toast and an empty field after it; a refused address stands under the field, anything else (too many
 * tries, no answer) in a red toast, since the footer has no room for an alert.
 */
export function SubscribeForm() {
  // A prerendered page's controls here wait until the app has adopted them (lib/prerendered.ts).
  useReleaseAdopted();
  const { t, i18n } = useLingui();
  const form = useForm<Values>({
    initialValues: { email: '' },
    validate: {
      email: (value) => {
        const result = email.safeParse(value.trim());
        return result.success ? null : ruleMessageOrText(result.error.issues[0]?.message ?? 'invalid_email', i18n);
      },
    },
  });

  const subscription = useSubscribe({
    onSuccess: (answer) => {
      showToast({ message: answer.message || t`You are subscribed to Sagpan news.` });
      form.reset();
    },
    onError: (error) => {
      const placed = serverFieldErrors(error, [SERVER_FIELD], i18n)[SERVER_FIELD];
      if (placed) form.setFieldError('email', placed);
      else showToast({ message: problemMessages(error, i18n).join('\n'), color: 'red' });
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => subscription.mutate(values.email))}
      noValidate
      aria-labelledby="subscribe-title"
      data-testid="subscribe-form"
    >
      <Stack gap="xs">
        <Title order={2} size="h5" c="white" id="subscribe-title">
          <Trans>Subscribe to our news</Trans>
        </Title>
        <Text size="sm" c="gray.3">
          <Trans>New features and community events by e-mail, at most once a month.</Trans>
        </Text>
        <Group gap="xs" align="flex-start">
          <TextInput
            aria-label={t`Your e-mail address`}
            placeholder={t`Your e-mail address`}
            type="email"
            autoComplete="email"
            className={classes.subscribeInput}
            classNames={{ error: classes.subscribeError }}
            data-testid="subscribe-email"
            {...form.getInputProps('email')}
          />
          <Button
            type="submit"
            variant="white"
            color="green.9"
            loading={subscription.isPending}
            className={classes.subscribeButton}
            data-testid="subscribe-submit"
          >
            <Trans>Subscribe</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
