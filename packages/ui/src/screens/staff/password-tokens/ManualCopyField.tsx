import { Box, Button, Field, HStack, Input } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuX } from 'react-icons/lu';
import { MANUAL_COPY_CLOSE, MANUAL_COPY_HELP, manualCopyLabel } from './passwordTokenTexts';

export interface ManualCopyFieldProps {
  email: string;
  link: string;
  onClose: () => void;
}

/**
 * Shown when the browser refuses the clipboard: the link in a read-only field, focused and
 * selected, so Ctrl+C (⌘+C) copies it.
 */
export function ManualCopyField({ email, link, onClose }: ManualCopyFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [link]);
  return (
    <Box borderWidth="1px" borderColor="border.warning" bg="bg.warning" rounded="md" p="3">
      <Field.Root>
        <Field.Label>{manualCopyLabel(email)}</Field.Label>
        <HStack gap="2" width="full" align="stretch">
          <Input
            ref={input}
            readOnly
            value={link}
            bg="bg"
            flex="1"
            minW="0"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="outline" bg="bg" onClick={onClose} aria-label={MANUAL_COPY_CLOSE}>
            <LuX aria-hidden />
          </Button>
        </HStack>
        <Field.HelperText color="fg">{MANUAL_COPY_HELP}</Field.HelperText>
      </Field.Root>
    </Box>
  );
}
