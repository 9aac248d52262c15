import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/** Spec §2: /redirect/<path> re-enters <path>, which mounts its page afresh (the tags view's refresh). */
export default function RedirectPage() {
  const target = useParams()['*'] ?? '';
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`/${target}${search}`, { replace: true });
  }, [navigate, target, search]);
  return null;
}
