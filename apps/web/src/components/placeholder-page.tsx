import { Alert, Container, Title } from '@mantine/core';

/** Props of PlaceholderPage. */
export interface PlaceholderPageProps {
  title: string;
}

/** A plain page for a screen whose feature has not landed yet. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="md">
        {title}
      </Title>
      <Alert variant="light" color="gray" title="Not available yet">
        This screen is being prepared and will be available soon.
      </Alert>
    </Container>
  );
}
