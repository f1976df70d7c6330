import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Context } from '../graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, YYYY-MM-DD. */
  Date: { input: string; output: string; }
  /** A point in time, ISO 8601 with offset. */
  DateTime: { input: string; output: string; }
};

/** A signed-in session. Send the token as a Bearer authorization header; the web stores it as userToken. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  token: Scalars['String']['output'];
};

/** A centre (a physical preschool) of a school. */
export type Centre = {
  __typename?: 'Centre';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  /** Every address of the centre, inactive ones included. */
  addresses: Array<CentreAddress>;
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The centre's code at the Early Childhood Development Agency. */
  ecdaCode: Maybe<Scalars['String']['output']>;
  fkSchool: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  /** Children per teacher. */
  teacherRatio: Maybe<Scalars['Int']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** A postal address of a centre, with its map position. */
export type CentreAddress = {
  __typename?: 'CentreAddress';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  address: Scalars['String']['output'];
  building: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  fkCentre: Scalars['Int']['output'];
  floor: Maybe<Scalars['String']['output']>;
  lat: Maybe<Scalars['Float']['output']>;
  lng: Maybe<Scalars['Float']['output']>;
  name: Maybe<Scalars['String']['output']>;
  postcode: Scalars['String']['output'];
  unit: Maybe<Scalars['String']['output']>;
};

/** A configuration code: one option of a form's option list (a nationality, a race, an income range...). */
export type Code = {
  __typename?: 'Code';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  fkSchool: Scalars['Int']['output'];
  label: Scalars['String']['output'];
};

/** The option list of one code category. */
export type CodeCategory = {
  __typename?: 'CodeCategory';
  /** The category as asked, such as Nationality or Household_Income_Range. */
  category: Scalars['String']['output'];
  /** The category's active codes, sorted by sort order then label. */
  codes: Array<Code>;
};

export type CodeFilter = {
  fkSchool: Scalars['Int']['input'];
};

export type CodeList = {
  __typename?: 'CodeList';
  data: Array<Code>;
  /** How many codes match, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An age band of a school (infant care to kindergarten 2), from fromMonth (inclusive) to toMonth (exclusive) of age. */
export type Level = {
  __typename?: 'Level';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  fkSchool: Scalars['Int']['output'];
  fromMonth: Scalars['Int']['output'];
  isInfant: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  offOnSaturday: Scalars['Boolean']['output'];
  /** The level's programmes; inactive ones only in level management. */
  programs: Array<Program>;
  /** The date children of this level move up to the next one. */
  promotionDate: Maybe<Scalars['Date']['output']>;
  toMonth: Scalars['Int']['output'];
};

export type LevelInput = {
  active: Scalars['Boolean']['input'];
  fromMonth: Scalars['Int']['input'];
  isInfant: Scalars['Boolean']['input'];
  label: Scalars['String']['input'];
  offOnSaturday: Scalars['Boolean']['input'];
  /** The complete list: programmes left out are removed (or deactivated when in use). */
  programs: Array<ProgramInput>;
  promotionDate?: InputMaybe<Scalars['Date']['input']>;
  toMonth: Scalars['Int']['input'];
};

export type LevelList = {
  __typename?: 'LevelList';
  data: Array<Level>;
  totalCount: Scalars['Int']['output'];
};

/** Where a staff member's browser goes to sign in with the school's single sign-on provider. */
export type LoginUrl = {
  __typename?: 'LoginUrl';
  /** The provider's authorization URL (OpenID Connect, PKCE). The provider returns to /sso/callback. */
  url: Scalars['String']['output'];
};

export type MenuFilter = {
  fkSchool: Scalars['Int']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Emails a reset link (valid 1 hour) when a registered parent has this email; an invited parent who has not
   * registered yet gets a fresh register link instead. Always true, so the answer does not tell whether an account
   * exists.
   */
  forgetPassword: Scalars['Boolean']['output'];
  /** Creates a level (levelID omitted) or updates one, with its programmes. Needs level_management write. */
  insertOrUpdateLevelForSchool: Level;
  /** Ends the current session. */
  logout: Scalars['Boolean']['output'];
  /**
   * Marks the signed-in user's notifications read (or unread). Ids that are not the caller's are ignored.
   * At most 500 ids per call.
   */
  markNotifications: Scalars['Boolean']['output'];
  /**
   * Sets the password of an invited parent with the register link's token and signs them in. When the school forces
   * a one-time code, one must have been validated for this link first. CONFLICT when already registered.
   */
  register: AuthPayload;
  /** Deletes a level no centre offers and no class uses. Needs level_management write. */
  removeLevelForSchool: Scalars['Boolean']['output'];
  /**
   * Sets a new password with a reset link's token (8 to 20 characters, a letter and a digit) and signs the user out
   * everywhere. INVALID_TOKEN when the link is unknown, used or expired.
   */
  resetPassword: Scalars['Boolean']['output'];
  /**
   * Sends a 6-digit one-time code by SMS to the user's mobile number; earlier codes stop working. token is the
   * register link's token (an addition to the spec's arguments): it must belong to userId, so nobody can send codes
   * to arbitrary users. Refused within 30 seconds of the previous code.
   */
  sendOTP: Scalars['Boolean']['output'];
  /**
   * Checks a one-time code (at most 5 tries per code). token is the register link's token (an addition to the spec's
   * arguments), so codes cannot be probed for arbitrary users. INCORRECT_OTP when wrong or expired.
   */
  validateOTP: Scalars['Boolean']['output'];
};


export type MutationForgetPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationInsertOrUpdateLevelForSchoolArgs = {
  IDSchool: Scalars['Int']['input'];
  levelData: LevelInput;
  levelID?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationMarkNotificationsArgs = {
  notificationIds: Array<Scalars['Int']['input']>;
  read: Scalars['Boolean']['input'];
};


export type MutationRegisterArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationRemoveLevelForSchoolArgs = {
  IDSchool: Scalars['Int']['input'];
  levelID: Scalars['Int']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  tokenString: Scalars['String']['input'];
};


export type MutationSendOtpArgs = {
  token: Scalars['String']['input'];
  userId: Scalars['Int']['input'];
};


export type MutationValidateOtpArgs = {
  otpReceived: Scalars['String']['input'];
  token: Scalars['String']['input'];
  userId: Scalars['Int']['input'];
};

/** A message in the user's notification bell. */
export type Notification = {
  __typename?: 'Notification';
  ID: Scalars['Int']['output'];
  /** Where it was delivered; web for the bell. */
  channel: Scalars['String']['output'];
  content: NotificationContent;
  createdAt: Scalars['DateTime']['output'];
  /** The route the web opens when the notification is clicked; null when it opens nothing. */
  navigate: Maybe<Scalars['String']['output']>;
  read: Scalars['Boolean']['output'];
};

export type NotificationContent = {
  __typename?: 'NotificationContent';
  body: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type NotificationFilter = {
  /** Only read (true) or unread (false) notifications; all when omitted. */
  read?: InputMaybe<Scalars['Boolean']['input']>;
};

export type NotificationList = {
  __typename?: 'NotificationList';
  data: Array<Notification>;
  /** How many notifications match the filter, across all pages. */
  totalCount: Scalars['Int']['output'];
  /** How many of the user's notifications are unread, whatever the filter: the bell's count. */
  unreadCount: Scalars['Int']['output'];
};

/** A page of a list, shared by every paginated query: page counts from 1; perPage defaults to 50, at most 500. */
export type Pagination = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};

/** A daily programme of a level, such as full day or half day, with its hours (HH:mm). */
export type Program = {
  __typename?: 'Program';
  ID: Scalars['Int']['output'];
  active: Scalars['Boolean']['output'];
  from: Scalars['String']['output'];
  label: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type ProgramInput = {
  /** Omitted for a new programme. */
  ID?: InputMaybe<Scalars['Int']['input']>;
  from: Scalars['String']['input'];
  label: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * Several option lists in one call: for each category in labels (in the order asked, repeats answered once),
   * its active codes sorted by sort order then label. Public.
   */
  codesByLabelFkSchool: Array<CodeCategory>;
  /**
   * The active codes of one category for a school, sorted by sort order then label, one page at a time.
   * searchCategory is a category of spec 001 (Nationality, Race, Household_Income_Range...). Public: the
   * enquiry form's option lists load before sign-in.
   */
  findAllConfigByCategory: CodeList;
  /** Every level of the school for level management, inactive ones included, sorted by fromMonth. Needs level_management read. */
  findAllLevelsConfig: LevelList;
  /** Every configuration key of a school. Public: the theme loads before sign-in. An unknown school has none. */
  findAllSchoolConfig: SchoolConfigList;
  /** A school's public name and code; null for an unknown school. Public. */
  findSchool: Maybe<School>;
  /**
   * The side menu of the signed-in user in their school, ordered by sort order. Parents get the parent entries
   * and never settings; staff get the staff entries whose module they may read, and a grouping entry only when
   * one of its entries is shown.
   */
  findSidebarMenuByUser: Array<SidebarMenuItem>;
  /**
   * The active centres in which the signed-in staff member holds accessType (read, write or approve) on module
   * (a module category code), sorted by label: every centre of the school for HQ staff, else the assigned ones.
   * Empty when the staff member's roles lack that access. Needs a staff role.
   */
  getAccessibleCentresForModule: Array<Centre>;
  /** The active levels of a school with their active programmes, sorted by fromMonth. Public: the enquiry form shows them. */
  getLevelsForSchool: Array<Level>;
  /** Starts a staff single sign-on for the school and returns the provider's sign-in address. Public; an unknown school is refused. */
  getLoginUrl: LoginUrl;
  /** The signed-in user's own notifications, newest first. */
  getNotifications: NotificationList;
  /** Liveness of the API and its database; needs no sign-in. */
  health: Scalars['String']['output'];
  /**
   * Parent sign-in with email and password; returns a session token. A query as in the spec (the API only accepts
   * POST, so credentials never appear in URLs). Errors: USER_NOT_FOUND, INCORRECT_PASSWORD, INVALID_TOKEN (account
   * not registered yet), FORBIDDEN (staff sign in through single sign-on), RATE_LIMITED.
   */
  login: AuthPayload;
  /** The signed-in user, with roles, access, children and the actions they may perform. */
  me: User;
  /**
   * Reads a register link (a design addition): who it is for and whether a one-time code is needed.
   * INVALID_TOKEN when the link is unknown, used or expired; CONFLICT when the user is already registered.
   */
  registrationInfo: RegistrationInfo;
  /** One configuration value of a school; null when the school has not set it. Public. */
  schoolConfigByFkSchoolKey: Maybe<SchoolConfig>;
  /** Exchanges the one-time authorization_token of the single sign-on return (/sso) for a session. Public; an invalid, used or expired token answers 'User Not Found'. */
  validateUser: AuthPayload;
};


export type QueryCodesByLabelFkSchoolArgs = {
  fkSchool: Scalars['Int']['input'];
  labels: Array<Scalars['String']['input']>;
};


export type QueryFindAllConfigByCategoryArgs = {
  filter: CodeFilter;
  pagination?: InputMaybe<Pagination>;
  searchCategory: Scalars['String']['input'];
};


export type QueryFindAllLevelsConfigArgs = {
  IDSchool: Scalars['Int']['input'];
};


export type QueryFindAllSchoolConfigArgs = {
  filter: SchoolConfigFilter;
};


export type QueryFindSchoolArgs = {
  ID: Scalars['Int']['input'];
};


export type QueryFindSidebarMenuByUserArgs = {
  filter: MenuFilter;
};


export type QueryGetAccessibleCentresForModuleArgs = {
  accessType: Scalars['String']['input'];
  module: Scalars['String']['input'];
};


export type QueryGetLevelsForSchoolArgs = {
  IDSchool: Scalars['Int']['input'];
};


export type QueryGetLoginUrlArgs = {
  fkSchool: Scalars['Int']['input'];
};


export type QueryGetNotificationsArgs = {
  filter?: InputMaybe<NotificationFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type QueryRegistrationInfoArgs = {
  token: Scalars['String']['input'];
};


export type QuerySchoolConfigByFkSchoolKeyArgs = {
  fkSchool: Scalars['Int']['input'];
  key: Scalars['String']['input'];
};


export type QueryValidateUserArgs = {
  tokenString: Scalars['String']['input'];
};

/** What the register page needs from a register link (a design addition: the spec only names register_token). */
export type RegistrationInfo = {
  __typename?: 'RegistrationInfo';
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  /** The mobile number with every digit but the last 4 masked, for the one-time-code prompt; null when none is on file. */
  maskedPhone: Maybe<Scalars['String']['output']>;
  /** Whether the school forces a one-time code by SMS before registering (school config force_otp_on_registration = '1'). */
  otpRequired: Scalars['Boolean']['output'];
  userId: Scalars['Int']['output'];
};

/** A school (brand) of the operator; the shell shows its name. */
export type School = {
  __typename?: 'School';
  ID: Scalars['Int']['output'];
  /** A short unique code of the school. */
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** One key/value setting of a school: theme colours and images, periods and feature switches. */
export type SchoolConfig = {
  __typename?: 'SchoolConfig';
  ID: Scalars['Int']['output'];
  fkSchool: Scalars['Int']['output'];
  /** One of the keys of spec 000 section 3, such as primary_color or radius_centre_search. */
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type SchoolConfigFilter = {
  fkSchool: Scalars['Int']['input'];
};

export type SchoolConfigList = {
  __typename?: 'SchoolConfigList';
  data: Array<SchoolConfig>;
  totalCount: Scalars['Int']['output'];
};

/** An entry of the side menu. The list is flat; the web builds the tree by fkNavigation. */
export type SidebarMenuItem = {
  __typename?: 'SidebarMenuItem';
  ID: Scalars['Int']['output'];
  /** False when the school has switched the entry off: the web shows it disabled. */
  active: Scalars['Boolean']['output'];
  /** The parent entry's ID; null at the top level. */
  fkNavigation: Maybe<Scalars['Int']['output']>;
  /** The name of a Material icon, such as Dashboard. */
  icon: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  /** The route the entry opens; null for an entry that only groups others. */
  path: Maybe<Scalars['String']['output']>;
};

/** The signed-in user (spec 000 section 3, User (me)), with the actions they may perform. */
export type User = {
  __typename?: 'User';
  ID: Scalars['Int']['output'];
  birthdate: Maybe<Scalars['Date']['output']>;
  /** Keys of the catalogue actions the user holds (such as levels.read, levels.write): the web shows and hides by these and never re-implements role logic. */
  can: Array<Scalars['String']['output']>;
  /** The user's active children. */
  childRelations: Array<UserChildRelation>;
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  /** The school of the account; every call of the session acts within it. */
  fkSchool: Scalars['Int']['output'];
  gender: Maybe<Scalars['String']['output']>;
  hasCentreScopeAccess: Scalars['Boolean']['output'];
  hasClassScopeAccess: Scalars['Boolean']['output'];
  homePhone: Maybe<Scalars['String']['output']>;
  isHQStaff: Scalars['Boolean']['output'];
  /** Whether the first role is a staff role: staff get the staff route set, everyone else the parent set. */
  isStaff: Scalars['Boolean']['output'];
  lastname: Scalars['String']['output'];
  mobilePhone: Maybe<Scalars['String']['output']>;
  /** Calling code of the mobile number, such as +65. */
  mobilePhoneCountryCode: Maybe<Scalars['String']['output']>;
  /** The parent profile; null for staff. */
  parent: Maybe<UserParent>;
  /** The school, and for scoped staff the centres and classes, the user may act in. */
  userAccessControls: Array<UserAccessControl>;
  /** The user's active roles, the first one deciding isStaff. */
  userRoleRelations: Array<UserRoleRelation>;
};

/** Where the signed-in user may act: the school, with a centre (and class) for scoped staff; null centre and class mean the whole school. */
export type UserAccessControl = {
  __typename?: 'UserAccessControl';
  ID: Scalars['Int']['output'];
  fkCentre: Maybe<Scalars['Int']['output']>;
  fkClass: Maybe<Scalars['Int']['output']>;
  fkSchool: Scalars['Int']['output'];
  school: UserSchool;
};

/** A child as its parent sees it in the shell (child selector, profile). */
export type UserChild = {
  __typename?: 'UserChild';
  ID: Scalars['Int']['output'];
  birthCertificate: Maybe<Scalars['String']['output']>;
  /** The child's class placements, oldest first. */
  childClasses: Array<UserChildClass>;
  dateOfBirth: Scalars['Date']['output'];
  firstname: Scalars['String']['output'];
  householdIncomeRange: Maybe<Scalars['String']['output']>;
  lastname: Scalars['String']['output'];
  nationality: Maybe<Scalars['String']['output']>;
  race: Maybe<Scalars['String']['output']>;
};

/** A placement of a child in a class for a period. */
export type UserChildClass = {
  __typename?: 'UserChildClass';
  class: UserClass;
  from: Scalars['Date']['output'];
  program: Maybe<UserProgram>;
  /** Null while the placement is open-ended. */
  to: Maybe<Scalars['Date']['output']>;
};

/** A child of the signed-in user. */
export type UserChildRelation = {
  __typename?: 'UserChildRelation';
  ID: Scalars['Int']['output'];
  child: UserChild;
  fkChild: Scalars['Int']['output'];
};

/** The class of a placement. */
export type UserClass = {
  __typename?: 'UserClass';
  ID: Scalars['Int']['output'];
  fkCentre: Scalars['Int']['output'];
  fkLevel: Scalars['Int']['output'];
  label: Scalars['String']['output'];
};

/** A module category (the unit a role grants access to), such as level_management. */
export type UserModuleCategory = {
  __typename?: 'UserModuleCategory';
  ID: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  moduleCategoryCode: Scalars['String']['output'];
};

/** The parent profile of the signed-in user. */
export type UserParent = {
  __typename?: 'UserParent';
  ID: Scalars['Int']['output'];
  /** Monthly household income range (a configuration code label). */
  monthlyIncome: Maybe<Scalars['String']['output']>;
  /** Workplace staff option (a configuration code label). */
  workplaceStaff: Maybe<Scalars['String']['output']>;
};

/** The programme of a class placement. */
export type UserProgram = {
  __typename?: 'UserProgram';
  ID: Scalars['Int']['output'];
  label: Scalars['String']['output'];
};

/** A role as the signed-in user sees it: its name and its access per module category. */
export type UserRole = {
  __typename?: 'UserRole';
  ID: Scalars['Int']['output'];
  isStaff: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
  roleTemplates: Array<UserRoleTemplate>;
};

/** A role held by the signed-in user. */
export type UserRoleRelation = {
  __typename?: 'UserRoleRelation';
  ID: Scalars['Int']['output'];
  fkRole: Scalars['Int']['output'];
  role: UserRole;
};

/** A role's access to one module category: a bit mask of read 1, write 2, approve 4. */
export type UserRoleTemplate = {
  __typename?: 'UserRoleTemplate';
  ID: Scalars['Int']['output'];
  access: Scalars['Int']['output'];
  fkModuleCategory: Scalars['Int']['output'];
  moduleCategory: UserModuleCategory;
};

/** The school of an access control. */
export type UserSchool = {
  __typename?: 'UserSchool';
  ID: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AuthPayload: ResolverTypeWrapper<AuthPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Centre: ResolverTypeWrapper<Centre>;
  CentreAddress: ResolverTypeWrapper<CentreAddress>;
  Code: ResolverTypeWrapper<Code>;
  CodeCategory: ResolverTypeWrapper<CodeCategory>;
  CodeFilter: CodeFilter;
  CodeList: ResolverTypeWrapper<CodeList>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Level: ResolverTypeWrapper<Level>;
  LevelInput: LevelInput;
  LevelList: ResolverTypeWrapper<LevelList>;
  LoginUrl: ResolverTypeWrapper<LoginUrl>;
  MenuFilter: MenuFilter;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationContent: ResolverTypeWrapper<NotificationContent>;
  NotificationFilter: NotificationFilter;
  NotificationList: ResolverTypeWrapper<NotificationList>;
  Pagination: Pagination;
  Program: ResolverTypeWrapper<Program>;
  ProgramInput: ProgramInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegistrationInfo: ResolverTypeWrapper<RegistrationInfo>;
  School: ResolverTypeWrapper<School>;
  SchoolConfig: ResolverTypeWrapper<SchoolConfig>;
  SchoolConfigFilter: SchoolConfigFilter;
  SchoolConfigList: ResolverTypeWrapper<SchoolConfigList>;
  SidebarMenuItem: ResolverTypeWrapper<SidebarMenuItem>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  User: ResolverTypeWrapper<User>;
  UserAccessControl: ResolverTypeWrapper<UserAccessControl>;
  UserChild: ResolverTypeWrapper<UserChild>;
  UserChildClass: ResolverTypeWrapper<UserChildClass>;
  UserChildRelation: ResolverTypeWrapper<UserChildRelation>;
  UserClass: ResolverTypeWrapper<UserClass>;
  UserModuleCategory: ResolverTypeWrapper<UserModuleCategory>;
  UserParent: ResolverTypeWrapper<UserParent>;
  UserProgram: ResolverTypeWrapper<UserProgram>;
  UserRole: ResolverTypeWrapper<UserRole>;
  UserRoleRelation: ResolverTypeWrapper<UserRoleRelation>;
  UserRoleTemplate: ResolverTypeWrapper<UserRoleTemplate>;
  UserSchool: ResolverTypeWrapper<UserSchool>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuthPayload: AuthPayload;
  Boolean: Scalars['Boolean']['output'];
  Centre: Centre;
  CentreAddress: CentreAddress;
  Code: Code;
  CodeCategory: CodeCategory;
  CodeFilter: CodeFilter;
  CodeList: CodeList;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Float: Scalars['Float']['output'];
  Int: Scalars['Int']['output'];
  Level: Level;
  LevelInput: LevelInput;
  LevelList: LevelList;
  LoginUrl: LoginUrl;
  MenuFilter: MenuFilter;
  Mutation: Record<PropertyKey, never>;
  Notification: Notification;
  NotificationContent: NotificationContent;
  NotificationFilter: NotificationFilter;
  NotificationList: NotificationList;
  Pagination: Pagination;
  Program: Program;
  ProgramInput: ProgramInput;
  Query: Record<PropertyKey, never>;
  RegistrationInfo: RegistrationInfo;
  School: School;
  SchoolConfig: SchoolConfig;
  SchoolConfigFilter: SchoolConfigFilter;
  SchoolConfigList: SchoolConfigList;
  SidebarMenuItem: SidebarMenuItem;
  String: Scalars['String']['output'];
  User: User;
  UserAccessControl: UserAccessControl;
  UserChild: UserChild;
  UserChildClass: UserChildClass;
  UserChildRelation: UserChildRelation;
  UserClass: UserClass;
  UserModuleCategory: UserModuleCategory;
  UserParent: UserParent;
  UserProgram: UserProgram;
  UserRole: UserRole;
  UserRoleRelation: UserRoleRelation;
  UserRoleTemplate: UserRoleTemplate;
  UserSchool: UserSchool;
};

export type AuthPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CentreResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Centre'] = ResolversParentTypes['Centre']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  addresses?: Resolver<Array<ResolversTypes['CentreAddress']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ecdaCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teacherRatio?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CentreAddressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CentreAddress'] = ResolversParentTypes['CentreAddress']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  building?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fkCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  floor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lng?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Code'] = ResolversParentTypes['Code']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CodeCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CodeCategory'] = ResolversParentTypes['CodeCategory']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codes?: Resolver<Array<ResolversTypes['Code']>, ParentType, ContextType>;
};

export type CodeListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CodeList'] = ResolversParentTypes['CodeList']> = {
  data?: Resolver<Array<ResolversTypes['Code']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type LevelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Level'] = ResolversParentTypes['Level']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isInfant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offOnSaturday?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  programs?: Resolver<Array<ResolversTypes['Program']>, ParentType, ContextType>;
  promotionDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  toMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LevelListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LevelList'] = ResolversParentTypes['LevelList']> = {
  data?: Resolver<Array<ResolversTypes['Level']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LoginUrlResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoginUrl'] = ResolversParentTypes['LoginUrl']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  forgetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationForgetPasswordArgs, 'email'>>;
  insertOrUpdateLevelForSchool?: Resolver<ResolversTypes['Level'], ParentType, ContextType, RequireFields<MutationInsertOrUpdateLevelForSchoolArgs, 'IDSchool' | 'levelData'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMarkNotificationsArgs, 'notificationIds' | 'read'>>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'password' | 'token'>>;
  removeLevelForSchool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveLevelForSchoolArgs, 'IDSchool' | 'levelID'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'tokenString'>>;
  sendOTP?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendOtpArgs, 'token' | 'userId'>>;
  validateOTP?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationValidateOtpArgs, 'otpReceived' | 'token' | 'userId'>>;
};

export type NotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['NotificationContent'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  navigate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationContentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationContent'] = ResolversParentTypes['NotificationContent']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationList'] = ResolversParentTypes['NotificationList']> = {
  data?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProgramResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Program'] = ResolversParentTypes['Program']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  codesByLabelFkSchool?: Resolver<Array<ResolversTypes['CodeCategory']>, ParentType, ContextType, RequireFields<QueryCodesByLabelFkSchoolArgs, 'fkSchool' | 'labels'>>;
  findAllConfigByCategory?: Resolver<ResolversTypes['CodeList'], ParentType, ContextType, RequireFields<QueryFindAllConfigByCategoryArgs, 'filter' | 'searchCategory'>>;
  findAllLevelsConfig?: Resolver<ResolversTypes['LevelList'], ParentType, ContextType, RequireFields<QueryFindAllLevelsConfigArgs, 'IDSchool'>>;
  findAllSchoolConfig?: Resolver<ResolversTypes['SchoolConfigList'], ParentType, ContextType, RequireFields<QueryFindAllSchoolConfigArgs, 'filter'>>;
  findSchool?: Resolver<Maybe<ResolversTypes['School']>, ParentType, ContextType, RequireFields<QueryFindSchoolArgs, 'ID'>>;
  findSidebarMenuByUser?: Resolver<Array<ResolversTypes['SidebarMenuItem']>, ParentType, ContextType, RequireFields<QueryFindSidebarMenuByUserArgs, 'filter'>>;
  getAccessibleCentresForModule?: Resolver<Array<ResolversTypes['Centre']>, ParentType, ContextType, RequireFields<QueryGetAccessibleCentresForModuleArgs, 'accessType' | 'module'>>;
  getLevelsForSchool?: Resolver<Array<ResolversTypes['Level']>, ParentType, ContextType, RequireFields<QueryGetLevelsForSchoolArgs, 'IDSchool'>>;
  getLoginUrl?: Resolver<ResolversTypes['LoginUrl'], ParentType, ContextType, RequireFields<QueryGetLoginUrlArgs, 'fkSchool'>>;
  getNotifications?: Resolver<ResolversTypes['NotificationList'], ParentType, ContextType, Partial<QueryGetNotificationsArgs>>;
  health?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<QueryLoginArgs, 'email' | 'password'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  registrationInfo?: Resolver<ResolversTypes['RegistrationInfo'], ParentType, ContextType, RequireFields<QueryRegistrationInfoArgs, 'token'>>;
  schoolConfigByFkSchoolKey?: Resolver<Maybe<ResolversTypes['SchoolConfig']>, ParentType, ContextType, RequireFields<QuerySchoolConfigByFkSchoolKeyArgs, 'fkSchool' | 'key'>>;
  validateUser?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<QueryValidateUserArgs, 'tokenString'>>;
};

export type RegistrationInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegistrationInfo'] = ResolversParentTypes['RegistrationInfo']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  otpRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SchoolResolvers<ContextType = Context, ParentType extends ResolversParentTypes['School'] = ResolversParentTypes['School']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SchoolConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolConfig'] = ResolversParentTypes['SchoolConfig']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SchoolConfigListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SchoolConfigList'] = ResolversParentTypes['SchoolConfigList']> = {
  data?: Resolver<Array<ResolversTypes['SchoolConfig']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SidebarMenuItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SidebarMenuItem'] = ResolversParentTypes['SidebarMenuItem']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fkNavigation?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  birthdate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  can?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  childRelations?: Resolver<Array<ResolversTypes['UserChildRelation']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasCentreScopeAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasClassScopeAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  homePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isHQStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobilePhoneCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['UserParent']>, ParentType, ContextType>;
  userAccessControls?: Resolver<Array<ResolversTypes['UserAccessControl']>, ParentType, ContextType>;
  userRoleRelations?: Resolver<Array<ResolversTypes['UserRoleRelation']>, ParentType, ContextType>;
};

export type UserAccessControlResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserAccessControl'] = ResolversParentTypes['UserAccessControl']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkCentre?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fkClass?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fkSchool?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  school?: Resolver<ResolversTypes['UserSchool'], ParentType, ContextType>;
};

export type UserChildResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserChild'] = ResolversParentTypes['UserChild']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  birthCertificate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  childClasses?: Resolver<Array<ResolversTypes['UserChildClass']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  householdIncomeRange?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nationality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  race?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserChildClassResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserChildClass'] = ResolversParentTypes['UserChildClass']> = {
  class?: Resolver<ResolversTypes['UserClass'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['UserProgram']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type UserChildRelationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserChildRelation'] = ResolversParentTypes['UserChildRelation']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  child?: Resolver<ResolversTypes['UserChild'], ParentType, ContextType>;
  fkChild?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserClassResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserClass'] = ResolversParentTypes['UserClass']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkCentre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserModuleCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserModuleCategory'] = ResolversParentTypes['UserModuleCategory']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moduleCategoryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserParentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserParent'] = ResolversParentTypes['UserParent']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyIncome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workplaceStaff?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserProgramResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserProgram'] = ResolversParentTypes['UserProgram']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserRoleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserRole'] = ResolversParentTypes['UserRole']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleTemplates?: Resolver<Array<ResolversTypes['UserRoleTemplate']>, ParentType, ContextType>;
};

export type UserRoleRelationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserRoleRelation'] = ResolversParentTypes['UserRoleRelation']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkRole?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
};

export type UserRoleTemplateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserRoleTemplate'] = ResolversParentTypes['UserRoleTemplate']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  access?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fkModuleCategory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  moduleCategory?: Resolver<ResolversTypes['UserModuleCategory'], ParentType, ContextType>;
};

export type UserSchoolResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserSchool'] = ResolversParentTypes['UserSchool']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Centre?: CentreResolvers<ContextType>;
  CentreAddress?: CentreAddressResolvers<ContextType>;
  Code?: CodeResolvers<ContextType>;
  CodeCategory?: CodeCategoryResolvers<ContextType>;
  CodeList?: CodeListResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Level?: LevelResolvers<ContextType>;
  LevelList?: LevelListResolvers<ContextType>;
  LoginUrl?: LoginUrlResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationContent?: NotificationContentResolvers<ContextType>;
  NotificationList?: NotificationListResolvers<ContextType>;
  Program?: ProgramResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegistrationInfo?: RegistrationInfoResolvers<ContextType>;
  School?: SchoolResolvers<ContextType>;
  SchoolConfig?: SchoolConfigResolvers<ContextType>;
  SchoolConfigList?: SchoolConfigListResolvers<ContextType>;
  SidebarMenuItem?: SidebarMenuItemResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserAccessControl?: UserAccessControlResolvers<ContextType>;
  UserChild?: UserChildResolvers<ContextType>;
  UserChildClass?: UserChildClassResolvers<ContextType>;
  UserChildRelation?: UserChildRelationResolvers<ContextType>;
  UserClass?: UserClassResolvers<ContextType>;
  UserModuleCategory?: UserModuleCategoryResolvers<ContextType>;
  UserParent?: UserParentResolvers<ContextType>;
  UserProgram?: UserProgramResolvers<ContextType>;
  UserRole?: UserRoleResolvers<ContextType>;
  UserRoleRelation?: UserRoleRelationResolvers<ContextType>;
  UserRoleTemplate?: UserRoleTemplateResolvers<ContextType>;
  UserSchool?: UserSchoolResolvers<ContextType>;
};

