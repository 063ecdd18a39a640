import { Navigate, useLocation } from 'react-router-dom';
import { detectPreferredLocale } from '../locale-preference';

/** `/` has no language: send the visitor to their preferred prefix, keeping query string and hash. */
export function RootRedirect() {
  const { search, hash } = useLocation();
  return <Navigate replace to={{ pathname: `/${detectPreferredLocale()}`, search, hash }} />;
}
