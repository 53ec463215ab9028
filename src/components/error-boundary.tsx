import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { AlertIcon } from "@/components/ui/shell-icons";
import { Spinner } from "@/components/ui/spinner";
import { CHUNK_RELOAD_DELAY_MS, claimChunkReload, isChunkLoadError } from "@/lib/chunk-errors";

type Props = { children: ReactNode };
type State = { error: Error | null; reloading: boolean };

/**
 * Spec §2 error-boundary screen. A failed lazy chunk usually means a new version was
 * deployed: that case says so and reloads after 2 s, at most 3 times per tab.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false };
  private timer: number | undefined;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Screen crashed", error, info.componentStack);
    if (!isChunkLoadError(error)) return;
    if (claimChunkReload() === null) return;
    this.setState({ reloading: true });
    this.timer = window.setTimeout(() => window.location.reload(), CHUNK_RELOAD_DELAY_MS);
  }

  override componentWillUnmount() {
    window.clearTimeout(this.timer);
  }

  private reset = () => this.setState({ error: null, reloading: false });

  override render() {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;

    if (isChunkLoadError(error)) {
      return (
        <Shell
          title="Loading Issue"
          icon={reloading ? <Spinner className="size-7" /> : <AlertIcon className="size-7" />}
        >
          <p>
            Wildluxe is updating to a new version.{" "}
            {reloading ? "The page will reload in a moment." : "Please refresh the page to load the latest version."}
          </p>
          {reloading ? null : <Actions onRetry={this.reset} />}
        </Shell>
      );
    }

    return (
      <Shell title="Something went wrong" icon={<AlertIcon className="size-7" />}>
        <p>An unexpected error stopped this page from loading. You can try again, or refresh the page.</p>
        <Actions onRetry={this.reset} />
      </Shell>
    );
  }
}

function Shell({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-6 py-16 text-center"
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-sand-100 text-sand-700">{icon}</div>
      <h1 className="mt-5 text-3xl text-forest-900">{title}</h1>
      <div className="mt-3 space-y-6 text-muted">{children}</div>
    </div>
  );
}

function Actions({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Button onClick={onRetry}>Try Again</Button>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        Refresh Page
      </Button>
    </div>
  );
}
