import { defineMessages } from './define.js';

/** Messages the server sends in `Message` (translated by Accept-Language). */
export const errors = defineMessages({
  ok: { zh: '操作成功', en: 'Success' },
  loginRequired: { zh: '请先登录', en: 'Please sign in first' },
  sessionExpired: { zh: '登录已失效，请重新登录', en: 'Your session has expired, please sign in again' },
  sessionRevoked: {
    zh: '登录已失效，请重新登录',
    en: 'Your session is no longer valid, please sign in again',
  },
  forbidden: { zh: '没有权限执行此操作', en: 'You do not have permission for this action' },
  /** Same text as setup.adminOnly: an `adminOnly` route refused by the guard. */
  adminOnly: { zh: '只有管理员可以执行此操作', en: 'Only administrators may do this' },
  notFound: { zh: '记录不存在', en: 'The record does not exist' },
  routeNotFound: { zh: '接口不存在', en: 'No such API endpoint' },
  serverError: { zh: '服务器内部错误，请稍后再试', en: 'Internal server error, please try again later' },
  badRequest: { zh: '请求参数错误', en: 'Invalid request' },
  invalidJson: { zh: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  fieldRequired: { zh: '请填写{{field}}', en: '{{field}} is required' },
  fieldInvalid: { zh: '{{field}}格式不正确', en: '{{field}} is invalid' },
  fieldTooShort: { zh: '{{field}}至少 {{min}} 个字符', en: '{{field}} must be at least {{min}} characters' },
  fieldTooLong: { zh: '{{field}}最多 {{max}} 个字符', en: '{{field}} must be at most {{max}} characters' },
  fieldTooSmall: { zh: '{{field}}不能小于 {{min}}', en: '{{field}} must be at least {{min}}' },
  fieldTooBig: { zh: '{{field}}不能大于 {{max}}', en: '{{field}} must be at most {{max}}' },
  fieldNotPositive: { zh: '{{field}}必须大于 0', en: '{{field}} must be greater than 0' },
  fieldNotInteger: { zh: '{{field}}必须是整数', en: '{{field}} must be a whole number' },
  fieldUnknown: { zh: '不支持的参数：{{field}}', en: 'Unknown parameter: {{field}}' },
  /** The text rule (core/http/text-guard.ts): no C0 control character but tab/CR/LF, no lone surrogate. */
  fieldControlChar: {
    zh: '{{field}}含有不允许的控制字符',
    en: '{{field}} contains a control character that is not allowed',
  },
  fieldBadUnicode: {
    zh: '{{field}}含有无效的 Unicode 字符',
    en: '{{field}} contains an invalid Unicode character',
  },
  /** A value the schema let through but the database refused (SQLSTATE class 22), core/http/error-handler.ts. */
  valueOutOfRange: {
    zh: '请求中的某个值超出范围或格式不正确',
    en: 'A value in the request is out of range or malformed',
  },
  paramTooLong: { zh: '路径参数过长', en: 'A path parameter is too long' },
  exportNeedsFilter: { zh: '请至少填写一项筛选条件', en: 'Please fill in at least one filter' },
  exportTooMany: {
    zh: '符合条件的记录有 {{total}} 条，超过导出上限 {{max}} 条，请缩小筛选范围',
    en: '{{total}} records match, more than the export limit of {{max}}; please narrow the filters',
  },
  invalidEmail: { zh: '请输入有效的邮箱地址', en: 'Please enter a valid email address' },
  staleVersion: {
    zh: '该记录已被他人修改，请刷新后重试',
    en: 'This record was changed by someone else; reload it and try again',
  },
  duplicate: { zh: '{{field}}已存在', en: '{{field}} already exists' },
  /** H7 #12 item 7: a row action outside its definition's `when` (core/resource/action-state.ts). */
  actionNotInState: {
    zh: '该记录当前的状态不能执行此操作',
    en: 'This action does not apply to the record in its current state',
  },
  tooManyRequests: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  requestTimeout: { zh: '请求超时', en: 'The request timed out' },
  payloadTooLarge: { zh: '上传内容过大', en: 'The upload is too large' },
  /** A request body over the server's limit (core/http/large-requests.ts). */
  requestTooLarge: { zh: '请求内容过大', en: 'The request is too large' },
  /** A URL or header block over Node's `maxHeaderSize` (431). */
  headersTooLarge: { zh: '请求地址或请求头过长', en: 'The request address or headers are too long' },
  login: {
    badCredentials: { zh: '用户名或密码错误', en: 'Wrong user name or password' },
    userDisabled: { zh: '该账号已停用', en: 'This account is disabled' },
    throttled: {
      zh: '登录失败次数过多，请 {{minutes}} 分钟后再试',
      en: 'Too many failed sign-ins; try again in {{minutes}} minutes',
    },
    oldPasswordWrong: { zh: '原密码错误', en: 'The old password is wrong' },
    passwordPolicy: {
      zh: '新密码需 8–64 位，且同时包含字母和数字',
      en: 'The new password must be 8–64 characters and contain both letters and digits',
    },
    passwordSame: { zh: '新密码不能与原密码相同', en: 'The new password must differ from the old one' },
    passwordChanged: { zh: '修改密码成功', en: 'Password changed' },
    loggedOut: { zh: '已退出登录', en: 'Signed out' },
  },
  push: {
    wrongUser: { zh: '不能以其他用户身份连接', en: 'Cannot connect as another user' },
  },
  documents: {
    tooManyAttachments: {
      zh: '最多只能上传 {{max}} 个附件',
      en: 'At most {{max}} attachments can be uploaded',
    },
    attachmentType: { zh: '不支持的附件类型：{{type}}', en: 'Attachment type not allowed: {{type}}' },
    attachmentSize: { zh: '附件不能超过 {{mb}} MB', en: 'An attachment may not exceed {{mb}} MB' },
    attachmentFailed: { zh: '添加附件失败', en: 'Failed to add attachment' },
    stateNoModify: {
      zh: '当前单据状态不支持修改',
      en: 'The current state of the document does not support modification',
    },
    submitFailed: { zh: '提交失败', en: 'Submission Failed' },
    attachmentMissing: { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
    unknownType: { zh: '未知的单据类型：{{type}}', en: 'Unknown document type: {{type}}' },
  },
  reviews: {
    tickRecords: { zh: '请勾选需要审核的记录', en: 'Please tick the records to be reviewed' },
    notPending: { zh: '单据 {{no}} 不在待审核状态', en: 'Document {{no}} is not pending review' },
    notReviewer: {
      zh: '您不是单据 {{no}} 当前步骤的审核人',
      en: 'You are not a reviewer of the current step of {{no}}',
    },
    alreadyPending: { zh: '单据已在审核中', en: 'The document is already under review' },
    commentRequired: { zh: '驳回时请填写审核意见', en: 'A comment is required to reject' },
    unknownType: { zh: '未知的单据类型：{{type}}', en: 'Unknown document type: {{type}}' },
    ownDocument: {
      zh: '不能审核自己提交或自己负责的单据：{{no}}',
      en: 'You cannot decide a request you submitted or a document you own: {{no}}',
    },
  },
  deletes: {
    unknownType: {
      zh: '不支持删除此类记录：{{type}}',
      en: 'This kind of record cannot be deleted: {{type}}',
    },
    inUse: { zh: '记录正在使用中，不能删除', en: 'The record is in use and cannot be deleted' },
    systemLine: { zh: '系统字典项不能删除', en: 'Lines of a system dictionary cannot be deleted' },
    selectRecords: { zh: '请选择要删除的记录', en: 'Please select the records to delete' },
  },
  exports: {
    needFilter: { zh: '请至少填写一项筛选条件', en: 'Please fill in at least one filter' },
  },
  notices: {
    clearFailed: { zh: '清空通知失败', en: 'Failed to clear notifications' },
  },
});
