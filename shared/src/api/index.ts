export { ApiError, fallbackMessages, isApiError } from './api-error';
export { isCancellation } from './cancellation';
export {
  apiBasePath,
  call,
  callBlob,
  callConsole,
  callConsoleBlob,
  consoleBasePath,
  type ConsoleCallOptions,
  callUnreported,
  idempotencyKeyHeader,
  leavingFailuresToCaller,
  type CallOptions,
  type Sending,
} from './client';
export { newIdempotencyKey } from './idempotency-key';
export {
  authQueryKeys,
  getMyProfile,
  login,
  loginWithCode,
  loginWithLink,
  logout,
  myProfileQueryOptions,
  requestTwoFactorRecovery,
  signup,
} from './auth';
export {
  profileUpdateFailureMessage,
  profileUpdateMessages,
  updateProfile,
  updateProfileDetails,
} from './profile';
export {
  assignedGroupPolicyQueryKeys,
  getMyAssignedGroupPolicy,
  type AssignedGroupPolicyMenus,
} from './assigned-group-policy';
export { type PageRequest } from './paging';
export {
  cancelWithdrawalRequest,
  createTopUpSession,
  getMyWallet,
  getPayoutAccount,
  getTopUpStatus,
  getWithdrawalRequests,
  raiseWithdrawalRequest,
  removePayoutAccount,
  setPayoutAccount,
  walletQueryKeys,
  withdrawalLists,
  type WithdrawalList,
} from './wallet';
export { getCheckoutRecords, getTopUpWithdrawalRecords, historyQueryKeys } from './history';
export { getConfirmationCertificate } from './certificates';
export {
  addFamilyMember,
  addOperationalData,
  carbonQueryKeys,
  checkoutOperationalData,
  deleteFamilyMember,
  getFamilyMembers,
  getFifoListing,
  getListings,
  getOperationalData,
  monthlyOffset,
  updateFamilyMember,
  verifyCertificate,
} from './carbon';
export { getProject, getProjects, projectQueryKeys } from './projects';
export { changePlan, createPlan, getPlans, planQueryKeys, type PlanAction } from './plans';
export {
  bankTransferOrderQueryKeys,
  cancelBankTransferOrder,
  createBankTransferOrder,
  getBankTransferOrder,
  getBankTransferOrders,
} from './bank-transfer-orders';
export { createSubUser, deleteSubUser, editSubUser, getMySubUsers, subUserQueryKeys } from './sub-users';
export {
  createGroupPolicy,
  deleteGroupPolicy,
  editGroupPolicy,
  getGroupPolicies,
  getGroupPolicyChoices,
  groupPolicyQueryKeys,
} from './group-policies';
export {
  deleteDocument,
  documentQueryKeys,
  getDocumentFile,
  getDocuments,
  uploadDocument,
  type UploadDocumentInput,
} from './documents';
export {
  disableTwoFactor,
  enableTwoFactor,
  getSignedInBrowsers,
  getTwoFactorStatus,
  revokeSignedInBrowser,
  securityQueryKeys,
  setupTwoFactor,
} from './sign-in-security';
export {
  changeEmail,
  changePassword,
  forgotPassword,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './email-and-password';
export {
  getNoticePreferences,
  noticeQueryKeys,
  resubscribeNotice,
  unsubscribeNotice,
  updateNoticePreferences,
} from './notices';
export {
  confirmAccountDeletion,
  downloadDataExport,
  getAccountDeletionCheck,
  getDataExports,
  requestAccountDeletion,
  requestDataExport,
  yourDataQueryKeys,
} from './your-data';
export {
  getPublicBeneficiary,
  getPublicImpact,
  getPublicPageSettings,
  publicImpactImagePath,
  publicPageQueryKeys,
  updatePublicBeneficiary,
  updatePublicPageSettings,
} from './public-page';
export {
  acceptConsoleInvitation,
  consoleQueryKeys,
  getConsoleInvitation,
  getConsoleSession,
  requestConsoleSignInLink,
  signInToConsole,
  signOutOfConsole,
} from './console';
export {
  abortRelease,
  activateRelease,
  freezeRelease,
  getReleaseBoard,
  getReleaseHistory,
  promoteRelease,
  releaseQueryKeys,
  rollbackRelease,
  rolloutRelease,
  unfreezeRelease,
} from './console-releases';
export {
  changeAccountStatus,
  decideRecord,
  getReviewAccount,
  getReviewAccounts,
  getReviewDocuments,
  getReviewRecords,
  reviewDocument,
  reviewDocumentFileUrl,
  reviewQueryKeys,
} from './console-reviews';
export {
  approveWithdrawal,
  getWithdrawalAccount,
  getWithdrawalQueue,
  rejectWithdrawal,
  withdrawalQueueQueryKeys,
} from './console-withdrawals';
export {
  approveRecoveryRequest,
  changeStaffMemberRole,
  consoleStaffQueryKeys,
  disableStaffMember,
  getRecoveryRequests,
  getStaffList,
  inviteStaffMember,
  refuseRecoveryRequest,
  resetStaffMemberSecondFactor,
} from './console-staff';
export { auditQueryKeys, exportAuditCsv, getAuditEvents, getAuditKinds } from './console-audit';
export { getOutbox, getOutboxMail, mailQueryKeys, resendMail } from './console-mail';
export { getFailedJobs, getJobQueues, getPlanCycles, getPlanOverview, plansJobsQueryKeys, retryJob } from './console-jobs';
export { consoleProjectsQueryKeys, getConsoleProjects, previewDataUpload, saveDataUpload } from './console-projects';
export {
  findProviderOrder,
  getProviderOrders,
  getProviderProjects,
  markOrderInProgress,
  markOrderPaid,
  providerTransferQueryKeys,
  setProjectTransferAccount,
  type ProviderOrdersView,
} from './console-bank-transfers';
