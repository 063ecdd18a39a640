import { Workspace } from './Workspace';

/** `/{lang}/css-playground`: CSS written against a sample page, saved as componentType 'css'. */
export function CssPlaygroundPage() {
  return <Workspace mode="playground" />;
}
