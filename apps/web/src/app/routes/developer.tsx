import { DeveloperDocs } from '../../features/developer';

/** /developer: the public H2H API documentation (issue 17), server-rendered for visitors (ADR 0015). */
export default function DeveloperDocsPage() {
  return <DeveloperDocs />;
}
