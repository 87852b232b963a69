import { Component, type ReactNode } from "react";
import { UnknownBlock, type BlockPlace } from "./UnknownBlock";

/** Catches a renderer that throws: logs it and shows which block of which file failed. */
export class BlockErrorBoundary extends Component<BlockPlace & { children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(
      `Block "${this.props.type}" (${this.props.path ?? `blocks[${this.props.index}]`} in ${this.props.file}) failed to render:`,
      error,
    );
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <UnknownBlock
        type={this.props.type}
        index={this.props.index}
        path={this.props.path}
        file={this.props.file}
        problem={this.state.error.message}
      />
    );
  }
}
