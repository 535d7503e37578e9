import { Box, HStack, Input, Text, chakra } from '@chakra-ui/react';
import { isApiError } from '@portal/api-client';
import { useSaveVismaId } from '@portal/api-client/salary';
import { useId, useRef, useState } from 'react';
import { ActionButton } from '../../../feedback/ActionButton';
import { showErrorToast, showToast } from '../../../feedback/toaster';
import {
  TEACHER_UPDATE_FAILED,
  VISMA_ID_BOX_LABEL,
  VISMA_ID_PLACEHOLDER,
  VISMA_ID_SAVED,
} from './economyTexts';

/**
 * 'Mangler VismaID:' (seed 001 §2): a red-bordered box with the Visma Employment ID input and
 * 'Lagre'. The seed gives the field no rule; a blank field is not sent. 'Lagre' is disabled while
 * it saves (ActionButton): after a failure the focus comes back to it; a saved id removes the
 * form from its row, and the focus goes to the page's heading. A refused id focuses the field.
 */
export function VismaIdForm({ teacherId, name }: { teacherId: number; name: string }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const save = useSaveVismaId({
    onSuccess: () => showToast({ title: VISMA_ID_SAVED, description: name, type: 'success' }),
    onError: (failure) => {
      const message = isApiError(failure)
        ? failure.fieldMessages('visma_employment_id')[0]
        : undefined;
      setError(message ?? null);
      if (message) input.current?.focus();
      showErrorToast(failure, { description: TEACHER_UPDATE_FAILED });
    },
  });
  return (
    <Box
      as="form"
      borderWidth="2px"
      borderColor="border.error"
      rounded="md"
      p="2"
      aria-label={`VismaID for ${name}`}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        if (!value.trim()) return;
        setError(null);
        save.mutate({ id: teacherId, visma_employment_id: value.trim() });
      }}
    >
      <chakra.label
        htmlFor={inputId}
        display="block"
        fontSize="sm"
        fontWeight="semibold"
        color="fg.error"
      >
        {VISMA_ID_BOX_LABEL}
      </chakra.label>
      <HStack gap="2" mt="1">
        <Input
          ref={input}
          id={inputId}
          size="sm"
          minW="0"
          placeholder={VISMA_ID_PLACEHOLDER}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <ActionButton type="submit" size="sm" loading={save.isPending} disabled={!value.trim()}>
          Lagre
        </ActionButton>
      </HStack>
      {error ? (
        <Text id={errorId} fontSize="sm" color="fg.error" mt="1">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
