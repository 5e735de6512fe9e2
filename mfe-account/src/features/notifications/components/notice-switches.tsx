import { noticeKindLabels, noticeKinds, type NoticeKind } from '@commons/shared/domain';
import type { NoticePreferences } from '@commons/shared/schemas';
import styled from 'styled-components';
import { useSetNoticeKind } from '../api/notice-preferences';
import { Switch } from './switch';

/** What each kind's email tells, under its name. */
const descriptions: Record<NoticeKind, string> = {
  withdrawals: 'When you ask for a withdrawal, and when we pay it out or reject it (with the reason).',
  'account-status': 'When your account, or a login of it, is approved, rejected, suspended or reinstated.',
  documents: 'When we accept an identity document you uploaded, or reject it with the reason.',
  'operational-data': 'When we approve the operational data of a year with its actual emissions.',
};

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 16px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Name = styled.label`
  display: block;
  font-weight: 600;
  cursor: pointer;
`;

const Description = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/** One switch per notice kind, each saved on its own as it is flipped. */
export function NoticeSwitches({ preferences }: { preferences: NoticePreferences }) {
  const setKind = useSetNoticeKind();
  const pending = setKind.busy ? setKind.variables?.kind : undefined;
  return (
    <List>
      {noticeKinds.map((kind) => {
        const id = `notice-${kind}`;
        // While a switch saves, it shows the state asked for and cannot be flipped again.
        const checked = pending === kind ? setKind.variables!.enabled : preferences[kind];
        return (
          <Row key={kind}>
            <div>
              <Name htmlFor={id}>{noticeKindLabels[kind]}</Name>
              <Description id={`${id}-description`}>{descriptions[kind]}</Description>
            </div>
            <Switch
              id={id}
              checked={checked}
              disabled={pending === kind}
              aria-describedby={`${id}-description`}
              onChange={(event) => setKind.send({ kind, enabled: event.target.checked })}
            />
          </Row>
        );
      })}
    </List>
  );
}
