import { Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the end of the header; they wrap under the title on phones. */
  actions?: ReactNode;
}

/** The h1 of a page with its actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
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
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
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
