import { sessionActions, useSession } from '@commons/shared/session';
import { Spinner } from '@commons/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { decideAuthentication, type ProfileCheck } from './authentication';
import { myProfileQuery } from './my-profile-query';

/**
 * The authentication guard around every protected route: "Signing In" until the token is
 * confirmed by the profile, login when there is no token, and a sign-out when the profile
 * cannot be fetched.
 */
export function RequireAuthentication() {
  const { userInfo } = useSession();
  const hasToken = Boolean(userInfo?.token);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useQuery({ ...myProfileQuery(), enabled: hasToken });
  const check: ProfileCheck = profile.isError ? 'failed' : profile.data ? 'confirmed' : 'pending';
  const decision = decideAuthentication({ hasToken, profile: check, location });
  // Once signing out has begun, the cleared session must not read as "never logged in",
  // which would replace the sign-out banner with "You need to login first.".
  const signingOut = useRef(false);

  useEffect(() => {
    if (decision.kind !== 'sign-out' || signingOut.current) return;
    signingOut.current = true;
    sessionActions.clear();
    queryClient.clear();
    navigate(decision.to, { replace: true, state: decision.state });
  }, [decision, navigate, queryClient]);

  if (signingOut.current || decision.kind === 'sign-out') return <Spinner label="Signing In" fill />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace state={decision.state} />;
  if (decision.kind === 'wait') return <Spinner label={decision.label} fill />;
  return <Outlet />;
}
