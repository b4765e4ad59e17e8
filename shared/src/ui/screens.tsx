import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { MainLandmark } from './landmark';
import { Spinner } from './spinner';
import { useReadyOnFirstPaint } from '@app/shared/telegram';

const Centered = styled.div`
  min-height: 60vh; display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: 12px; padding: 24px; text-align: center;
`;

const Heading = styled.h1`margin: 0; font-size: 22px;`;
const Text = styled.p`margin: 0; color: ${({ theme }) => theme.colors.hint}; overflow-wrap: anywhere;`;

/** Full-screen loading state; `title` is the spec's loading text for the screen. */
export function LoadingScreen({ title }: { title: string }) {
  return (
    <MainLandmark>
      <Centered role="status" aria-live="polite">
        <Spinner size={32} />
        <Text>{title}</Text>
      </Centered>
    </MainLandmark>
  );
}

/** Full-screen error with the spec's title and message, and an optional retry; a first screen too (telegram/ready.ts). */
export function ErrorScreen({
  title,
  message,
  onRetry,
  retryLabel = 'Skúsiť znova',
}: {
  title: string;
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  useReadyOnFirstPaint();
  return (
    <MainLandmark>
      <Centered role="alert">
        <Heading>{title}</Heading>
        {message && <Text>{message}</Text>}
        {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
      </Centered>
    </MainLandmark>
  );
}

/** Inline empty or loading message inside a list. */
export const EmptyState = styled.p`
  margin: 24px 0; text-align: center; color: ${({ theme }) => theme.colors.hint};
`;
