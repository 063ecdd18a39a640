import { Workspace } from './Workspace';

/** `/{lang}/studio`: the component studio (docs/product.md §4.2, signed-in users). */
export function StudioPage() {
  return <Workspace mode="studio" />;
}
