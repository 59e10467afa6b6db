/** Profile settings strings (docs/product/profile-and-settings.md; docs/product/messages.md, "Profile and theme"). */
export const PROFILE_PAGE_MESSAGES = {
  editProfile: 'Edit Profile',
  personalInformation: 'Personal Information',
  businessInformation: 'Business Information',
  memberSince: 'Member Since',
  notSet: 'Not set',
  saved: 'Profile updated successfully!',
  saveFailed: 'Failed to update profile',
  loadFailed: 'Failed to load your profile. Please try again.',
  themeSaveFailed: 'Failed to save your theme. Please try again.',
} as const;
