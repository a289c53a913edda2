// Demo accounts offered on the demo login page. Each exercises a branch of spec §4/§6:
// agreement popup, company member, unregistered user (-> /validate), custom avatar.

import type { UserContext } from '#shared/types/index.ts';

export interface DemoAccount {
  /** The login shown on the demo login page and passed as ?account=. */
  login: string;
  description: string;
  context: UserContext;
  /** Agreement recorded before the first login. */
  agreement: boolean;
}

export const DEMO_ACCOUNT_LOGINS = ['designer', 'manufacturer', 'unregistered', 'newcomer'] as const;
export type DemoAccountLogin = (typeof DEMO_ACCOUNT_LOGINS)[number];

/** The company the 'manufacturer' account works for (a VIP company of the generated dataset). */
export function demoAccounts(company: { id: number; name_full: string; name_short: string }): DemoAccount[] {
  return [
    {
      login: 'designer',
      description: 'Проектировщик, зарегистрирован в 2023 году, соглашение не принято (покажет окно соглашения)',
      agreement: false,
      context: {
        id: 'u-10001',
        createdAt: '2023-05-17T08:12:00.000Z',
        context: { registered: true },
        user: {
          id: '10001',
          email: 'anna.sokolova@demo.example',
          firstName: 'Анна',
          lastName: 'Соколова',
          fatherName: 'Викторовна',
          avatar: 'Avatar7',
          count_new_message: 3,
          currentCompany: null,
        },
        permissions: ['models.download', 'articles.comment'],
        modulePermissions: { catalog: ['read', 'download'], messages: ['read', 'write'] },
      },
    },
    {
      login: 'manufacturer',
      description: 'Сотрудник производителя с активной компанией, соглашение принято',
      agreement: true,
      context: {
        id: 'u-10002',
        createdAt: '2022-11-02T10:40:00.000Z',
        context: { registered: true },
        user: {
          id: '10002',
          email: 'd.orlov@demo.example',
          firstName: 'Дмитрий',
          lastName: 'Орлов',
          fatherName: 'Сергеевич',
          avatar: 'Avatar12',
          count_new_message: 0,
          currentCompany: { id: String(company.id), nameFull: company.name_full, nameShort: company.name_short },
        },
        permissions: ['models.download', 'company.manage', 'statistics.view'],
        modulePermissions: { catalog: ['read', 'download', 'upload'], company: ['read', 'write'], statistics: ['read'], messages: ['read', 'write'] },
      },
    },
    {
      login: 'unregistered',
      description: 'Учётная запись без завершённой регистрации (перенаправление на /validate)',
      agreement: false,
      context: {
        id: 'u-10003',
        createdAt: '2025-03-01T12:00:00.000Z',
        context: { registered: false },
        user: {
          id: '10003',
          email: 'new.user@demo.example',
          firstName: '',
          lastName: '',
          fatherName: null,
          avatar: 'Avatar1',
          count_new_message: 0,
          currentCompany: null,
        },
        permissions: [],
        modulePermissions: {},
      },
    },
    {
      login: 'newcomer',
      description: 'Designer registered after 2024-04-16 with an uploaded avatar',
      agreement: false,
      context: {
        id: 'u-10004',
        createdAt: '2024-09-09T15:30:00.000Z',
        context: { registered: true },
        user: {
          id: '10004',
          email: 'j.miller@demo.example',
          firstName: 'John',
          lastName: 'Miller',
          fatherName: null,
          avatar: 'avatar-10004.svg',
          count_new_message: 12,
          currentCompany: null,
        },
        permissions: ['models.download'],
        modulePermissions: { catalog: ['read', 'download'] },
      },
    },
  ];
}
