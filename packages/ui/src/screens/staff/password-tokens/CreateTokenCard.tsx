import { Card, Heading, Stack } from '@chakra-ui/react';
import { isApiError } from '@portal/api-client';
import { useCreateResetToken } from '@portal/api-client/reset-tokens';
import { passwordTokenSchema } from '@portal/domain/schemas';
import { LuKeyRound } from 'react-icons/lu';
import { ActionButton } from '../../../feedback/ActionButton';
import { showErrorToast, showToast } from '../../../feedback/toaster';
import { TextField } from '../../../form/TextField';
import { useZodForm } from '../../../form/useZodForm';
import {
  CREATE_TOKEN_LABEL,
  EMAIL_LABEL,
  NEW_TOKEN_TITLE,
  TOKEN_CREATED,
  tokenCreatedText,
} from './passwordTokenTexts';

const HEADING_ID = 'password-tokens-new';

/**
 * The create-token card: a token for a user's e-mail, checked by the domain's rule first; the API's
 * refusal (no active user with that e-mail) shows under the field, which takes the focus. The new
 * token tops the table. 'Opprett token' is disabled while it creates; the focus comes back to it.
 */
export function CreateTokenCard() {
  const { control, handleSubmit, reset, setError } = useZodForm(passwordTokenSchema, {
    defaultValues: { email: '' },
  });
  const create = useCreateResetToken();

  const submit = handleSubmit(async ({ email }) => {
    try {
      const token = await create.mutateAsync({ email });
      showToast({
        title: TOKEN_CREATED,
        description: tokenCreatedText(token.user_email),
        type: 'success',
      });
      reset({ email: '' });
    } catch (error) {
      const message = isApiError(error) ? error.fieldMessages('email')[0] : undefined;
      if (message) setError('email', { message }, { shouldFocus: true });
      else showErrorToast(error);
    }
  });

  return (
    <Card.Root as="section" aria-labelledby={HEADING_ID} minW="0">
      <Card.Header>
        <Heading as="h2" size="md" id={HEADING_ID}>
          {NEW_TOKEN_TITLE}
        </Heading>
      </Card.Header>
      <Card.Body pt="3">
        <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={HEADING_ID}>
          <Stack gap="4">
            <TextField
              control={control}
              name="email"
              label={EMAIL_LABEL}
              type="email"
              inputMode="email"
              autoComplete="off"
              maxLength={254}
              required
            />
            <ActionButton
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              loading={create.isPending}
            >
              <LuKeyRound aria-hidden /> {CREATE_TOKEN_LABEL}
            </ActionButton>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
