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

export type Mutation = {
  __typename?: 'Mutation';
  /** Creates a level (levelID omitted) or updates one, with its programmes. Needs level_management write. */
  insertOrUpdateLevelForSchool: Level;
  /** Deletes a level no centre offers and no class uses. Needs level_management write. */
  removeLevelForSchool: Scalars['Boolean']['output'];
};


export type MutationInsertOrUpdateLevelForSchoolArgs = {
  IDSchool: Scalars['Int']['input'];
  levelData: LevelInput;
  levelID?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationRemoveLevelForSchoolArgs = {
  IDSchool: Scalars['Int']['input'];
  levelID: Scalars['Int']['input'];
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
  /** Every level of the school for level management, inactive ones included, sorted by fromMonth. Needs level_management read. */
  findAllLevelsConfig: LevelList;
  /** The active levels of a school with their active programmes, sorted by fromMonth. Public: the enquiry form shows them. */
  getLevelsForSchool: Array<Level>;
  /** Liveness of the API and its database; needs no sign-in. */
  health: Scalars['String']['output'];
};


export type QueryFindAllLevelsConfigArgs = {
  IDSchool: Scalars['Int']['input'];
};


export type QueryGetLevelsForSchoolArgs = {
  IDSchool: Scalars['Int']['input'];
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
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Level: ResolverTypeWrapper<Level>;
  LevelInput: LevelInput;
  LevelList: ResolverTypeWrapper<LevelList>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Program: ResolverTypeWrapper<Program>;
  ProgramInput: ProgramInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Int: Scalars['Int']['output'];
  Level: Level;
  LevelInput: LevelInput;
  LevelList: LevelList;
  Mutation: Record<PropertyKey, never>;
  Program: Program;
  ProgramInput: ProgramInput;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
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

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  insertOrUpdateLevelForSchool?: Resolver<ResolversTypes['Level'], ParentType, ContextType, RequireFields<MutationInsertOrUpdateLevelForSchoolArgs, 'IDSchool' | 'levelData'>>;
  removeLevelForSchool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveLevelForSchoolArgs, 'IDSchool' | 'levelID'>>;
};

export type ProgramResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Program'] = ResolversParentTypes['Program']> = {
  ID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  findAllLevelsConfig?: Resolver<ResolversTypes['LevelList'], ParentType, ContextType, RequireFields<QueryFindAllLevelsConfigArgs, 'IDSchool'>>;
  getLevelsForSchool?: Resolver<Array<ResolversTypes['Level']>, ParentType, ContextType, RequireFields<QueryGetLevelsForSchoolArgs, 'IDSchool'>>;
  health?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Level?: LevelResolvers<ContextType>;
  LevelList?: LevelListResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Program?: ProgramResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};

