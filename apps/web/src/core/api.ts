import type { Page } from '@partdesk/shared/core/codes';
import type { SessionMenu, SessionRoute, SessionUser } from '@partdesk/shared/access/client-access';
import { http } from './http';

/** Typed calls of spec §7 used by the shell. Module screens add their own beside their code. */

export interface LoginBody {
  UserName: string;
  Password: string;
  RememberMe: boolean;
}
export interface LoginData {
  Token: string;
  UserInfo: SessionUser;
  Routes: SessionRoute[];
  Menus: SessionMenu[];
  Permits: string[];
}

export interface NoticeRow {
  Id: number;
  Route: string;
  UserId: number;
  CreateTime: string;
  /** A keyed notice's text in the request's language, or a legacy notice as stored. */
  Message: string;
  /** The message key + parameters (#20): the web renders them in the current language. */
  MessageKey?: string | null;
  Params?: Record<string, unknown> | null;
  IsRead?: boolean;
}

export interface TimeoutNotice {
  Id: number;
  Type: number;
  TypeName?: string;
  Remark: string;
}

export interface PmNotice {
  Title: string;
  Content: string;
  Deadline: string;
}

export interface TodoItem {
  Name: string;
  Title: string;
  Count: number;
  Route: string;
  Query: Record<string, string | number>;
}
export interface Upcoming {
  Items: TodoItem[];
  Total: number;
}

export interface CurrencyRow {
  Id: number;
  Name: string;
  Title?: string;
  Symbol?: string;
  Rate: string | number;
  /** The date today's rate is dated (finance's dated rates); null: the lookup's reference rate. */
  RateDate?: string | null;
}

export const api = {
  login: (body: LoginBody) => http.post<LoginData>('/merchant/account/login', body),
  logout: () => http.get<null>('/merchant/account/logout', undefined, { silent: true }),
  resetPassword: (oldPassword: string, newPassword: string) =>
    http.put<null>(`/merchant/common/resetpwd`, undefined, { query: { oldPassword, newPassword } }),
  notices: (pageSize: number, pageIndex = 1) =>
    http.get<Page<NoticeRow>>('/merchant/common/notice', { pageIndex, pageSize }),
  deleteNotice: (id: number) =>
    http.put<null>('/merchant/common/delete', undefined, { query: { id, type: 'notice' } }),
  deleteAllNotices: () => http.put<null>('/merchant/common/deleteall', { Type: 'notice' }),
  timeoutNotices: () => http.get<{ Records: TimeoutNotice[] }>('/merchant/common/timeoutnotice'),
  pmNotice: () => http.get<PmNotice | null>('/merchant/common/pmnotice'),
  upcoming: () => http.get<Upcoming>('/merchant/common/upcoming'),
  currencies: () => http.get<Page<CurrencyRow>>('/merchant/common/currency'),
};
