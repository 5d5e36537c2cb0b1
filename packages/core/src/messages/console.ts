import { defineMessages } from './define.js';

/** Error answers of the operations console (staff sign-in, staff management, audit). */
export const consoleMessages = defineMessages({
  console_login_failed: {
    status: 422,
    en: 'The e-mail or password is wrong',
    id: 'Email atau kata sandi salah',
    zh: '邮箱或密码错误',
  },
  console_totp_invalid: {
    status: 422,
    en: 'The authenticator code is wrong or was already used; wait for the next code',
    id: 'Kode autentikator salah atau sudah dipakai; tunggu kode berikutnya',
    zh: '验证器代码错误或已被使用，请等待下一个代码',
  },
  console_totp_not_pending: {
    status: 401,
    en: 'Sign in with your e-mail and password first',
    id: 'Masuk dengan email dan kata sandi terlebih dahulu',
    zh: '请先使用邮箱和密码登录',
  },
  console_staff_email_taken: {
    status: 422,
    en: 'A staff account with this e-mail already exists',
    id: 'Akun staf dengan email ini sudah ada',
    zh: '已存在使用该邮箱的员工账户',
  },
  console_staff_not_found: {
    status: 404,
    en: 'Staff account not found',
    id: 'Akun staf tidak ditemukan',
    zh: '未找到该员工账户',
  },
  console_staff_last_owner: {
    status: 422,
    en: 'The last active owner cannot be disabled or lose the owner role',
    id: 'Pemilik aktif terakhir tidak dapat dinonaktifkan atau kehilangan peran pemilik',
    zh: '最后一位在职所有者不能被停用或移除所有者角色',
  },
  console_staff_self: {
    status: 422,
    en: 'You cannot disable your own account',
    id: 'Anda tidak dapat menonaktifkan akun Anda sendiri',
    zh: '不能停用自己的账户',
  },
  console_owner_exists: {
    status: 409,
    en: 'An owner account already exists (use --force to add another)',
    id: 'Akun pemilik sudah ada (gunakan --force untuk menambah lagi)',
    zh: '所有者账户已存在（使用 --force 再添加一个）',
  },
});

/** The console stores no notifications. */
export const consoleNotices = defineMessages({});

/** Approvals (console-approvals). */
export const consoleApprovalMessages = defineMessages({
  console_already_decided: {
    status: 409,
    en: 'Someone else already decided this item',
    id: 'Item ini sudah diputuskan oleh orang lain',
    zh: '此项已由其他人处理',
  },
  console_approval_not_found: {
    status: 404,
    en: 'Nothing waits for a decision under this kind and id',
    id: 'Tidak ada yang menunggu keputusan dengan jenis dan ID ini',
    zh: '没有该类型和编号的待审批项',
  },
  console_approval_no_image: {
    status: 404,
    en: 'This item has no image',
    id: 'Item ini tidak memiliki gambar',
    zh: '此项没有图片',
  },
});

/** Users (console-users): customer service's changes to a member's account. */
export const consoleUserMessages = defineMessages({
  console_user_not_found: {
    status: 404,
    en: 'User not found',
    id: 'Pengguna tidak ditemukan',
    zh: '未找到该用户',
  },
  console_user_closed: {
    status: 409,
    en: 'This account is closed; recover it first',
    id: 'Akun ini sudah ditutup; pulihkan terlebih dahulu',
    zh: '该账户已关闭，请先恢复',
  },
  console_user_not_deleted: {
    status: 409,
    en: 'This account is not deleted',
    id: 'Akun ini tidak dihapus',
    zh: '该账户未被删除',
  },
  console_user_identifiers_taken: {
    status: 409,
    en: 'The e-mail or phone number now belongs to another account',
    id: 'Email atau nomor HP kini dipakai akun lain',
    zh: '该邮箱或手机号现已属于另一个账户',
  },
  console_user_pin_not_locked: {
    status: 409,
    en: 'The PIN is not locked and has no wrong tries',
    id: 'PIN tidak terkunci dan tidak ada percobaan salah',
    zh: 'PIN 未被锁定，也没有错误尝试',
  },
  console_user_device_revoked: {
    status: 409,
    en: 'This device is already revoked',
    id: 'Perangkat ini sudah dicabut',
    zh: '该设备已被撤销',
  },
  console_user_session_not_found: {
    status: 404,
    en: 'This session has ended or does not exist',
    id: 'Sesi ini sudah berakhir atau tidak ada',
    zh: '该会话已结束或不存在',
  },
});
