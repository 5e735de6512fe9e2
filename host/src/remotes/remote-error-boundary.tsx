import { Button, Card } from '@commons/shared/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';

const Fallback = styled(Card)`
  max-width: 560px;
  margin: 48px auto;
  text-align: center;
  h2 { margin: 0 0 8px; font-size: 1.25rem; }
  p { margin: 0 0 20px; color: ${({ theme }) => theme.colors.muted}; }
`;

interface Props {
  /** What failed, for the console. */
  name: string;
  onRetry: () => void;
  /** Told what failed, once (for the health reports). */
  onError?: (error: Error) => void;
  children: ReactNode;
}

/**
 * Contains a remote page that fails to load or throws while rendering: the page area shows a
 * fallback with Retry, while the navbar and the rest of the shell keep working.
 */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.name} failed`, error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <PageUnavailable onRetry={this.props.onRetry} />;
  }
}

/** The page area when its page cannot be had: what happened, and Retry. */
export function PageUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Fallback role="alert">
      <h2>This page could not be loaded</h2>
      <p>Part of the site is unavailable right now. Check your connection and try again.</p>
      <Button onClick={onRetry}>Retry</Button>
    </Fallback>
  );
}
