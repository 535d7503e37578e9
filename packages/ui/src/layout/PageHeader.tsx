import { Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './documentTitle';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the end of the header; they wrap under the title on phones. */
  actions?: ReactNode;
}

/**
 * The h1 of a page with its actions; the title is also the document's (`useDocumentTitle`). The
 * shell moves focus to this h1 when another page opens (AppLayout), so it takes focus from script
 * (tabIndex -1) and shows no ring for it: it is a place to start reading, not a control.
 */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <Flex
      as="header"
      mb="6"
      gap="4"
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      justify="space-between"
    >
      <div>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} tabIndex={-1} outline="none">
          {title}
        </Heading>
        {description ? (
          <Text mt="1" color="fg.muted">
            {description}
          </Text>
        ) : null}
      </div>
      {actions ? (
        <HStack gap="2" wrap="wrap">
          {actions}
        </HStack>
      ) : null}
    </Flex>
  );
}
