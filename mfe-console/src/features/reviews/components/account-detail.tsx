import { documentKindLabels, formatDateTime, formatFileSize } from '@commons/shared/domain';
import type { ReviewAccountDetail } from '@commons/shared/schemas';
import { Stack } from '@commons/shared/ui';
import styled from 'styled-components';
import { Facts } from '../../../components/facts';
import { useReviewAccount } from '../api/get-review-account';
import { AccountActions } from './account-actions';
import { DocumentDecision } from './document-decision';
import { DocumentView } from './document-view';
import { ListState } from './list-state';

const Heading = styled.h3`
  margin: 0;
  font-size: 1.05rem;
`;

const DocumentBox = styled.article`
  display: grid;
  gap: 10px;
  padding: 12px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const orDash = (text: string) => text || '-';

/** The profile's fields, as the account's owner filled them in. */
function Profile({ account }: { account: ReviewAccountDetail }) {
  const facts: Array<[string, string]> = [
    ['Name', account.name],
    ['Email', `${account.email} (${account.emailVerified ? 'verified' : 'not verified'})`],
    ['Status', account.status],
    ['Type', account.iam === 'SUB_USER' ? 'Sub-user' : 'Account owner'],
    ['Signed up', formatDateTime(account.createdAt)],
    ['Phone', account.phone],
    ['Country', account.country],
    ['City', account.city],
    ['Education', account.education],
    ['Profession', account.profession],
    ['Nationality', account.nationality],
    ['Citizenship number', account.citizenshipNo],
    ['UID of residence', account.uidOfResidence],
  ];
  return (
    <Facts>
      {facts.map(([term, value]) => [<dt key={`${term}-t`}>{term}</dt>, <dd key={`${term}-d`}>{orDash(value)}</dd>])}
    </Facts>
  );
}

/** One account opened for review: its profile, its documents shown in the page, and the status changes. */
export function AccountDetail({ email }: { email: string }) {
  const query = useReviewAccount(email);
  return (
    <ListState query={query} what="account">
      {(account) => (
        <Stack>
          <Profile account={account} />
          <AccountActions account={account} />
          <Heading>Identity documents</Heading>
          {account.documents.length === 0 && <p>No identity documents uploaded.</p>}
          {account.documents.map((document) => (
            <DocumentBox key={document.documentId} aria-label={document.fileName}>
              <div>
                <strong>{documentKindLabels[document.kind]}</strong>: {document.fileName}, {formatFileSize(document.size)}, {document.state}
                {document.rejectionReason && ` (${document.rejectionReason})`}
              </div>
              <DocumentView document={document} />
              {document.state === 'PENDING' && <DocumentDecision document={document} email={account.email} />}
            </DocumentBox>
          ))}
        </Stack>
      )}
    </ListState>
  );
}
