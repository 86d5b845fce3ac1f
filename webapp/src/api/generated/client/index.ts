/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export { ApiError } from './core/ApiError';
export { CancelablePromise, CancelError } from './core/CancelablePromise';
export { OpenAPI } from './core/OpenAPI';
export type { OpenAPIConfig } from './core/OpenAPI';

export type { AnnualIncome } from './models/AnnualIncome';
export type { AnnualIncomeList } from './models/AnnualIncomeList';
export type { Challenge } from './models/Challenge';
export type { ChangeEmailAnswer } from './models/ChangeEmailAnswer';
export type { ChangeEmailRequest } from './models/ChangeEmailRequest';
export type { City } from './models/City';
export type { CityList } from './models/CityList';
export type { Community } from './models/Community';
export type { CommunityList } from './models/CommunityList';
export type { Country } from './models/Country';
export type { CountryList } from './models/CountryList';
export type { District } from './models/District';
export type { DistrictList } from './models/DistrictList';
export type { Education } from './models/Education';
export type { EducationList } from './models/EducationList';
export type { FamilyDetailsRequest } from './models/FamilyDetailsRequest';
export type { Health } from './models/Health';
export type { Height } from './models/Height';
export type { HeightList } from './models/HeightList';
export type { LoginHistoryItem } from './models/LoginHistoryItem';
export type { LoginHistoryList } from './models/LoginHistoryList';
export type { LoginRequest } from './models/LoginRequest';
export type { LogoutRequest } from './models/LogoutRequest';
export type { MemberDetail } from './models/MemberDetail';
export type { MessageAnswer } from './models/MessageAnswer';
export type { NotificationType } from './models/NotificationType';
export type { NotificationTypeList } from './models/NotificationTypeList';
export type { Occupation } from './models/Occupation';
export type { OccupationList } from './models/OccupationList';
export type { PersonalDetailsRequest } from './models/PersonalDetailsRequest';
export type { Problem } from './models/Problem';
export type { ProfessionalDetailsRequest } from './models/ProfessionalDetailsRequest';
export type { RefreshRequest } from './models/RefreshRequest';
export type { RegisterAnswer } from './models/RegisterAnswer';
export type { RegisterRequest } from './models/RegisterRequest';
export type { RequestType } from './models/RequestType';
export type { RequestTypeList } from './models/RequestTypeList';
export type { ResetPasswordRequest } from './models/ResetPasswordRequest';
export type { SignInAnswer } from './models/SignInAnswer';
export type { State } from './models/State';
export type { StateList } from './models/StateList';
export type { StatusAnswer } from './models/StatusAnswer';
export type { StepAnswer } from './models/StepAnswer';
export type { SubmittedAnswer } from './models/SubmittedAnswer';
export type { Taluka } from './models/Taluka';
export type { TalukaList } from './models/TalukaList';
export type { TokenAnswer } from './models/TokenAnswer';
export type { UserInfo } from './models/UserInfo';
export type { VerifyCodeRequest } from './models/VerifyCodeRequest';
export type { Village } from './models/Village';
export type { VillageList } from './models/VillageList';

export { AccountService } from './services/AccountService';
export { CaptchaService } from './services/CaptchaService';
export { CreateProfileService } from './services/CreateProfileService';
export { HealthService } from './services/HealthService';
export { LookupsService } from './services/LookupsService';
export { MemberImageService } from './services/MemberImageService';
export { ProfileService } from './services/ProfileService';
